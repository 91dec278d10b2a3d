import type { EventDto } from '@/api/contract/program';
import { instantOf } from '@/lib/berlin-time';

/** Spec §4 Event list item: 'Open End' without an end, otherwise hours to one decimal. */
export type EventDuration = { kind: 'openEnd' } | { kind: 'hours'; hours: number };

const HOUR_MS = 3_600_000;

/** Elapsed time, so a set across a DST change shows its real length; an end before the start counts as 0. */
export const durationText = (event: Pick<EventDto, 'dateTime' | 'end'>): EventDuration => {
  if (event.end === null) return { kind: 'openEnd' };
  const hours = (instantOf(event.end) - instantOf(event.dateTime)) / HOUR_MS;
  return { kind: 'hours', hours: Math.max(0, Math.round(hours * 10) / 10) };
};

const formats = new Map<string, Intl.NumberFormat>();

/** Spec: hours to one decimal, "2,0 h" and "1,5 h" in German, "2.0 h" in English. */
export const formatHours = (hours: number, locale: string): string => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(locale, format);
  }
  return `${format.format(hours)} h`;
};
