import { embeddedUserPath } from '@/lib/embedded';

/** Member pages, or the public embeddable /u pages (spec §2). */
export type EventMode = 'member' | 'public';

export interface EventLinks {
  program: string;
  shop: string;
  user: (userId: number) => string;
}

/**
 * Where the event page links to; `iframe=true` keeps artist tiles inside the public pages, in the
 * embedded mode and with the way back to this event.
 */
export const eventLinks = (mode: EventMode, iframe: boolean, eventId?: number): EventLinks => ({
  program: mode === 'member' ? '/events' : '/u/events',
  shop: mode === 'member' ? '/shop' : '/u/shop',
  user: (userId) => (iframe ? embeddedUserPath(userId, eventId) : `/user/${userId}`),
});
