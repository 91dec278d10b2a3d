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

// The app's languages. An Intl number format would cost the program's first render tens of
// milliseconds on a start that has not formatted anything yet (its locale data loads first).
const DECIMAL_MARK: Record<string, string> = { de: ',', en: '.' };

/** "1,5 h" in German, "1.5 h" in English; whole hours without a decimal ("2 h"). */
export const formatHours = (hours: number, locale: string): string => {
  const rounded = Math.round(hours * 10) / 10;
  const mark = DECIMAL_MARK[locale.split('-')[0] ?? ''];
  // Four digits would need a thousands separator: left to Intl, as are other languages.
  if (mark === undefined || Math.abs(rounded) >= 1000) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(hours)} h`;
  }
  return `${String(rounded).replace('.', mark)} h`;
};
