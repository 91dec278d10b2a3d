import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, favourites } from '../../db/schema/program';
import { isPublished } from '../program/queries';

/** Ids of the user's saved events that are published, ascending. */
export async function findFavouriteIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.eventId })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.eventId))
    .where(and(eq(favourites.userId, userId), isPublished))
    .orderBy(asc(favourites.eventId));
  return rows.map((row) => row.id);
}

export async function isPublishedEvent(db: Executor, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), isPublished));
  return rows.length > 0;
}

/** Idempotent: the primary key (user, event) keeps one row however often it is added. */
export async function insertFavourite(db: Executor, userId: number, eventId: number) {
  await db.insert(favourites).values({ userId, eventId }).onConflictDoNothing();
}

export async function deleteFavourite(db: Executor, userId: number, eventId: number) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.eventId, eventId)));
}
