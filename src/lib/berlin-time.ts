/** Every event time is Europe/Berlin (spec §9); the device's own zone is never used. */
export const FESTIVAL_TIME_ZONE = 'Europe/Berlin';

/** Wall-clock hour at which a festival (night) day begins; earlier sets belong to the night before. */
export const FESTIVAL_DAY_STARTS_AT_HOUR = 6;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The timing fields every event carries (EventDto satisfies it). */
export interface EventTiming {
  dateTime: string;
  conference: boolean;
}

export interface DayGroup<T> {
  /** yyyy-MM-dd */
  dayKey: string;
  events: T[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Milliseconds since the epoch of an ISO date-time with offset; throws on anything else. */
export const instantOf = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date-time: ${iso}`);
  return ms;
};

const berlinClock = new Intl.DateTimeFormat('en-US', {
  timeZone: FESTIVAL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Berlin changes offset only on full UTC hours: one lookup per hour answers for all of it. */
const offsetByHour = new Map<number, number>();

/** Berlin's UTC offset in minutes at an instant. */
export const berlinOffsetMinutes = (instant: number): number => {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const parts = berlinClock.formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value);
    const wallClock = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
    );
    offset = Math.round((wallClock - at) / 60_000);
    offsetByHour.set(hour, offset);
  }
  return offset;
};

/** A Date whose UTC fields read the Berlin wall clock at that instant. */
const wallClockOf = (iso: string): Date => {
  const instant = instantOf(iso);
  return new Date(instant + berlinOffsetMinutes(instant) * 60_000);
};

/** True when the Berlin wall-clock time of this instant happens twice (the autumn overlap hour). */
export const isRepeatedBerlinTime = (iso: string): boolean => {
  const instant = instantOf(iso);
  const offset = berlinOffsetMinutes(instant);
  const wallClock = instant + offset * 60_000;
  return [berlinOffsetMinutes(instant - DAY_MS), berlinOffsetMinutes(instant + DAY_MS)].some(
    (other) => other !== offset && berlinOffsetMinutes(wallClock - other * 60_000) === other,
  );
};

/** Calendar day in Berlin, yyyy-MM-dd. */
export const berlinDayKey = (iso: string): string => wallClockOf(iso).toISOString().slice(0, 10);

/** Adds whole calendar days to a yyyy-MM-dd key (no time zone involved). */
export const shiftDayKey = (dayKey: string, days: number): string =>
  new Date(Date.parse(`${dayKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from one yyyy-MM-dd key to another. */
export const daysBetween = (fromKey: string, toKey: string): number =>
  Math.round((Date.parse(`${toKey}T00:00:00Z`) - Date.parse(`${fromKey}T00:00:00Z`)) / DAY_MS);

/**
 * Festival day of a night event: a set at 02:00 on Saturday is still Friday's night, so the
 * day turns at `dayStartsAtHour` Berlin wall-clock time instead of midnight. Wall-clock hours
 * (not elapsed time) keep this right on the DST nights.
 */
export const festivalDayKey = (
  iso: string,
  dayStartsAtHour = FESTIVAL_DAY_STARTS_AT_HOUR,
): string => {
  const local = wallClockOf(iso);
  const key = local.toISOString().slice(0, 10);
  return local.getUTCHours() < dayStartsAtHour ? shiftDayKey(key, -1) : key;
};

/**
 * The program day an event is listed under: conference (day) events by their Berlin calendar
 * day, festival (night) events by their festival day so after-midnight sets stay with their night.
 */
export const eventDayKey = (event: EventTiming): string =>
  event.conference ? berlinDayKey(event.dateTime) : festivalDayKey(event.dateTime);

/** Events grouped by program day, days ascending, events by start; ties keep the input order. */
export const groupByEventDay = <T extends EventTiming>(events: readonly T[]): DayGroup<T>[] => {
  const sorted = events
    .map((event) => ({ event, start: instantOf(event.dateTime), day: eventDayKey(event) }))
    .sort((a, b) => a.start - b.start);
  const days = new Map<string, T[]>();
  for (const { event, day } of sorted) {
    const list = days.get(day);
    if (list) list.push(event);
    else days.set(day, [event]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([dayKey, dayEvents]) => ({ dayKey, events: dayEvents }));
};

/** Weekday of a yyyy-MM-dd key. */
export const weekdayOf = (dayKey: string): Weekday => {
  const sundayFirst = new Date(`${dayKey}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
};

/** Berlin wall-clock minutes since midnight (a DST day still runs 00:00–23:59 on the clock). */
export const minutesSinceMidnightBerlin = (iso: string): number => {
  const local = wallClockOf(iso);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
};

/**
 * Program date heading "day.month. weekday" (spec §2): "15.08. Freitag" / "15.08. Friday", the
 * weekday worded by `weekdayName` in the reader's language (useWeekdayName).
 */
export const formatDayHeading = (
  dayKey: string,
  weekdayName: (weekday: Weekday) => string,
): string => {
  const [, month, day] = dayKey.split('-');
  return `${day}.${month}. ${weekdayName(weekdayOf(dayKey))}`;
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Berlin wall-clock time, always 24-hour as the festival prints it in every language: "21:00". */
export const formatTime = (iso: string): string => {
  const local = wallClockOf(iso);
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
};

/** Event date (spec §9): "Freitag, 15. August 2025" / "Friday, August 15, 2025". */
export const formatEventDateLong = (iso: string, locale: string): string =>
  formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(instantOf(iso));

const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Berlin wall-clock date-time ('yyyy-MM-ddTHH:mm', optional ':ss') as ISO with its Berlin
 * offset (spec §5 Event dates). Like Temporal's 'compatible' choice: a time inside the spring
 * gap moves forward by the gap (02:30 → 03:30+02:00); a time in the autumn overlap takes the
 * earlier instant, summer time (02:30 → 02:30+02:00).
 */
export const berlinLocalToIso = (local: string): string => {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 2025-02-30 over to March; a changed read-back means the input was no date.
  if (new Date(wallClock).toISOString().slice(0, 19) !== (match[6] ? local : `${local}:00`)) {
    throw new RangeError(`Not a valid date-time: ${local}`);
  }
  const offsetAt = berlinOffsetMinutes;
  const before = offsetAt(wallClock - DAY_MS);
  const after = offsetAt(wallClock + DAY_MS);
  // Larger offset first: in an overlap it is the earlier of the two instants.
  const chosen =
    [...new Set([before, after])]
      .sort((a, b) => b - a)
      .find((candidate) => offsetAt(wallClock - candidate * 60_000) === candidate) ?? before;
  const instant = wallClock - chosen * 60_000;
  const offset = offsetAt(instant);
  return `${new Date(instant + offset * 60_000).toISOString().slice(0, 19)}${formatOffset(offset)}`;
};

/**
 * The real weekday of an event listed under the night before (a set at 01:00 on Saturday stays
 * with Friday's night, spec's 06:00 rule), else null: rows show it beside the time, "01:00 Sa".
 */
export const afterMidnightWeekday = (event: EventTiming): Weekday | null => {
  const calendarDay = berlinDayKey(event.dateTime);
  return calendarDay === eventDayKey(event) ? null : weekdayOf(calendarDay);
};

/** Start time of a program or timetable row: "21:00", or "01:00 Sa" after midnight. */
export const formatStartTime = (
  event: EventTiming,
  shortWeekdayName: (weekday: Weekday) => string,
): string => {
  const weekday = afterMidnightWeekday(event);
  const time = formatTime(event.dateTime);
  return weekday === null ? time : `${time} ${shortWeekdayName(weekday)}`;
};
