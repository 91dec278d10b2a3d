import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { events, favouriteDecisions, favourites } from '../../db/schema/program';
import { isPublished } from '../program/queries';
import { withdrawQueuedRemindersOf } from '../push/reminder-queries';

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
  await withdrawQueuedRemindersOf(db, userId, [eventId]);
}

export interface FavouriteDecision {
  eventId: number;
  decidedAt: Date;
}

/**
 * Records each decision unless the stored one of that event is newer, in one statement that locks
 * the rows: answers the events whose decision now stands, the ones to apply. The events must exist.
 */
export async function recordDecisions(
  db: Executor,
  userId: number,
  decisions: readonly FavouriteDecision[],
): Promise<Set<number>> {
  if (decisions.length === 0) return new Set();
  const rows = await db
    .insert(favouriteDecisions)
    .values(decisions.map((decision) => ({ userId, ...decision })))
    .onConflictDoUpdate({
      target: [favouriteDecisions.userId, favouriteDecisions.eventId],
      set: { decidedAt: sql`excluded.decided_at` },
      setWhere: sql`${favouriteDecisions.decidedAt} <= excluded.decided_at`,
    })
    .returning({ eventId: favouriteDecisions.eventId });
  return new Set(rows.map((row) => row.eventId));
}
