/**
 * Festival facts the shell shows. Deployments set them with Vite env variables
 * (VITE_FESTIVAL_START, VITE_FESTIVAL_END as YYYY-MM-DD, VITE_WEBSITE_URL).
 */
const env = import.meta.env as Record<string, string | undefined>;

const isoDate = (value: string | undefined, fallback: string) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fallback;

export const FESTIVAL_START = isoDate(env.VITE_FESTIVAL_START, '2025-08-13');
export const FESTIVAL_END = isoDate(env.VITE_FESTIVAL_END, '2025-08-17');
export const FESTIVAL_TIME_ZONE = 'Europe/Berlin';
export const WEBSITE_URL = env.VITE_WEBSITE_URL ?? '/u/events';

export type FestivalPhase =
  { phase: 'upcoming'; daysToGo: number } | { phase: 'running' } | { phase: 'over' };

const berlinDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FESTIVAL_TIME_ZONE }).format(instant);

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/** Where `now` stands relative to the festival days, counted in Berlin calendar days. */
export const festivalPhase = (
  now: Date,
  start = FESTIVAL_START,
  end = FESTIVAL_END,
): FestivalPhase => {
  const today = dayNumber(berlinDay(now));
  if (today < dayNumber(start)) return { phase: 'upcoming', daysToGo: dayNumber(start) - today };
  if (today <= dayNumber(end)) return { phase: 'running' };
  return { phase: 'over' };
};

/** "18.–20. September 2025" style range in the given language, in Berlin time. */
export const formatFestivalDates = (
  language: string,
  start = FESTIVAL_START,
  end = FESTIVAL_END,
): string =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
