import { and, asc, eq, max } from 'drizzle-orm';
import type { GenreRef } from '../../../src/api/contract/program';
import type { Executor } from '../../db/client';
import { eventGenres, events } from '../../db/schema/program';
import { genres, settings } from '../../db/schema/reference';
import { programDay } from './program-sql';

/** The settings row whose JSON number is the festival year the program shows by default. */
export const DEFAULT_YEAR_SETTING = 'defaultYear';

export const isPublished = eq(events.state, 'PUBLISHED');

export async function findSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

/** The newest year with a published event, or null when there is none. */
export async function findLatestEventYear(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ year: max(events.year) })
    .from(events)
    .where(isPublished);
  return row?.year ?? null;
}

/** Programme days (yyyy-MM-dd, see programDay) with a published event of `year`, in order. */
export async function findEventDays(db: Executor, year: number): Promise<string[]> {
  const day = programDay(events.dateTime, events.conference);
  const rows = await db
    .selectDistinct({ day })
    .from(events)
    .where(and(isPublished, eq(events.year, year)))
    .orderBy(asc(day));
  return rows.map((row) => row.day);
}

/** Genres of the published events of `year`, by name. */
export async function findEventGenres(db: Executor, year: number): Promise<GenreRef[]> {
  return db
    .selectDistinct({ id: genres.id, name: genres.name })
    .from(genres)
    .innerJoin(eventGenres, eq(eventGenres.genreId, genres.id))
    .innerJoin(events, eq(events.id, eventGenres.eventId))
    .where(and(isPublished, eq(events.year, year)))
    .orderBy(asc(genres.name), asc(genres.id));
}
