import {
  berlinDayKey,
  type EventTiming,
  formatDayHeading,
  formatStartTime,
  formatTime,
  type Weekday,
} from '@/lib/berlin-time';

/** Berlin time, with the day heading in front when `withDay` ("15.08. Friday 21:00"). */
export const formatWhen = (
  iso: string,
  weekdayName: (weekday: Weekday) => string,
  withDay: boolean,
): string =>
  withDay
    ? `${formatDayHeading(berlinDayKey(iso), weekdayName)} ${formatTime(iso)}`
    : formatTime(iso);

const shortWeekday = new Map<string, Intl.DateTimeFormat>();

/** Compact day label parts for day pickers: { weekday: 'Fr.', date: '15.08.' }. */
export const shortDayParts = (dayKey: string, locale: string) => {
  let weekday = shortWeekday.get(locale);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    shortWeekday.set(locale, weekday);
  }
  const [, month, day] = dayKey.split('-');
  return { weekday: weekday.format(new Date(`${dayKey}T00:00:00Z`)), date: `${day}.${month}.` };
};

/**
 * "21:00 – 23:00", or "21:00 · Open End" without an end; a set after midnight carries its real
 * weekday (useShortWeekdayName): "01:00 Sa – 03:00".
 */
export const formatTimeRange = (
  event: EventTiming & { end: string | null },
  openEnd: string,
  shortWeekdayName: (weekday: Weekday) => string,
): string => {
  const start = formatStartTime(event, shortWeekdayName);
  return event.end === null ? `${start} · ${openEnd}` : `${start} – ${formatTime(event.end)}`;
};
