import { TZDate } from '@date-fns/tz';

export const FESTIVAL_TIME_ZONE = 'Europe/Berlin';

/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDay = string;

const parseDay = (day: IsoDay): [number, number, number] => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

const formatDay = (year: number, month: number, date: number): IsoDay =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

export const addDays = (day: IsoDay, days: number): IsoDay => {
  const [year, month, date] = parseDay(day);
  const utc = new Date(Date.UTC(year, month - 1, date + days));
  return formatDay(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
};

// Time-zone lookups are slow; Berlin's offset only changes on whole hours, so cache per hour.
const hourStarts = new Map<string, number>();

const hourStart = (day: IsoDay, dayOffset: number, hour: number): number => {
  const key = `${day}+${dayOffset}T${hour}`;
  const cached = hourStarts.get(key);
  if (cached !== undefined) return cached;
  const [year, month, date] = parseDay(day);
  const instant = new TZDate(
    year,
    month - 1,
    date + dayOffset,
    hour,
    0,
    FESTIVAL_TIME_ZONE,
  ).getTime();
  hourStarts.set(key, instant);
  return instant;
};

/**
 * The instant of a Berlin wall-clock time. Minutes count from midnight of `day` and may pass
 * 24:00 (a set at 25:30 is 01:30 the next morning), so nights read naturally in the data.
 */
export const berlinInstant = (day: IsoDay, minutes: number): Date => {
  const dayOffset = Math.floor(minutes / 1440);
  const rest = minutes - dayOffset * 1440;
  return new Date(hourStart(day, dayOffset, Math.floor(rest / 60)) + (rest % 60) * 60_000);
};

/** The Berlin calendar day of an instant. */
export const berlinDay = (instant: Date): IsoDay => {
  const local = new TZDate(instant.getTime(), FESTIVAL_TIME_ZONE);
  return formatDay(local.getFullYear(), local.getMonth() + 1, local.getDate());
};

export const yearOfDay = (day: IsoDay): number => parseDay(day)[0];
