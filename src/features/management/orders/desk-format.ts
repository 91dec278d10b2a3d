import { FESTIVAL_TIME_ZONE } from '@/lib/berlin-time';

/** "14.08.2025, 21:00" in festival time, in the reader's language. */
export const deskTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(new Date(iso));

/** The order number people read out: the start of the uid, as the search takes it. */
export const orderNumber = (uid: string) => uid.slice(0, 8).toUpperCase();

export const ORDER_KEY = ['management', 'orders'] as const;
