import { DEMO_ACCOUNTS } from './data/demo-accounts';
import { addDays, berlinDay, type IsoDay, yearOfDay } from './berlin-time';

export interface SeedOptions {
  /** Total events over both editions; the default (200) is also the minimum. */
  events?: number;
  /** Total user accounts; at least the demo accounts, the line-up and 60 attendees. */
  users?: number;
  /** Start the main edition today (Berlin) instead of 2025-08-13, so "Now & next" has content. */
  today?: boolean;
  /** The clock used with `today`; defaults to the current time. */
  now?: Date;
  /** PRNG seed; the same seed and options always give the same data. */
  seed?: number;
}

export interface EditionPlan {
  year: number;
  startDay: IsoDay;
  days: number;
  /** Conference runs on the first `conferenceDays` days, by day; the festival every night. */
  conferenceDays: number;
  events: number;
}

export interface SeedPlan {
  seed: number;
  main: EditionPlan;
  previous: EditionPlan;
  artists: number;
  phantoms: number;
  attendees: number;
  posts: number;
}

export const DEFAULT_EVENTS = 200;
export const DEFAULT_USERS = 160;
export const DEFAULT_SEED = 20250813;
export const MAIN_EDITION_START: IsoDay = '2025-08-13';
export const MIN_MAIN_DAYS = 5;
/** How many more events than the nominal program a day may hold before the edition grows. */
export const MAX_DENSITY = 1.5;

/** Nominal events of one festival night and one conference day with all venues playing. */
export interface DayCapacity {
  festivalNight: number;
  conferenceDay: number;
}

const previousEventsFor = (total: number) => Math.min(40, Math.round(total * 0.15));

/** Days the main edition needs so no day is packed beyond MAX_DENSITY. */
export const mainEditionDays = (events: number, capacity: DayCapacity): number => {
  let days = MIN_MAIN_DAYS;
  const nominal = (d: number) =>
    d * capacity.festivalNight + conferenceDaysOf(d) * capacity.conferenceDay;
  while (nominal(days) * MAX_DENSITY < events) days += 1;
  return days;
};

/** The conference takes the weekdays: every day but the final weekend. */
export const conferenceDaysOf = (days: number) => Math.max(1, days - 2);

export const planSeed = (options: SeedOptions, capacity: DayCapacity): SeedPlan => {
  const events = Math.max(options.events ?? DEFAULT_EVENTS, DEFAULT_EVENTS);
  const previousEvents = previousEventsFor(events);
  const mainEvents = events - previousEvents;
  const mainStart = options.today ? berlinDay(options.now ?? new Date()) : MAIN_EDITION_START;
  const mainYear = yearOfDay(mainStart);
  const days = mainEditionDays(mainEvents, capacity);
  const artists = Math.max(84, Math.round(events * 0.45));
  const phantoms = Math.max(4, Math.round(artists * 0.05));
  const fixed = DEMO_ACCOUNTS.length + artists + phantoms;
  const attendees = Math.max(60, (options.users ?? DEFAULT_USERS) - fixed);
  return {
    seed: options.seed ?? DEFAULT_SEED,
    main: {
      year: mainYear,
      startDay: mainStart,
      days,
      conferenceDays: conferenceDaysOf(days),
      events: mainEvents,
    },
    previous: {
      year: mainYear - 1,
      startDay: `${mainYear - 1}-08-15`,
      days: 3,
      conferenceDays: 1,
      events: previousEvents,
    },
    artists,
    phantoms,
    attendees,
    posts: Math.max(30, Math.round((fixed + attendees) / 100)),
  };
};

export const editionDays = (edition: EditionPlan): IsoDay[] =>
  Array.from({ length: edition.days }, (_, i) => addDays(edition.startDay, i));
