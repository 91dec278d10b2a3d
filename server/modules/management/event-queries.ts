import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { EventState } from '../../../src/api/contract/program';
import type { Executor } from '../../db/client';
import { eventArtists, eventEditors, eventGenres, events, venues } from '../../db/schema/program';
import { genres } from '../../db/schema/reference';
import { userRoles, users } from '../../db/schema/users';
import { nameMatches } from '../program/name-filter';
import { berlinIso, fileUrlOf } from '../program/program-sql';
import type { Ownership } from './access';

export type EventRow = typeof events.$inferInsert;

export interface EventOwnership extends Ownership {
  id: number;
  title: string;
  state: EventState;
}

const editorIds = sql<
  number[]
>`coalesce((SELECT array_agg(ee.user_id ORDER BY ee.user_id) FROM event_editors ee WHERE ee.event_id = ${events}.id), '{}'::int[])`;

export async function findEventOwnership(
  db: Executor,
  id: number,
): Promise<EventOwnership | undefined> {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      state: events.state,
      createdBy: events.createdBy,
      editableBy: editorIds,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

const listWhere = (year: number | null, search: string | undefined): SQL | undefined =>
  and(
    year === null ? undefined : eq(events.year, year),
    nameMatches(sql`${events.title}`, { search }),
  );

export async function findEventsPage(
  db: Executor,
  year: number | null,
  search: string | undefined,
  window: { offset: number; limit: number },
) {
  return db
    .select({
      id: events.id,
      title: events.title,
      dateTime: berlinIso(events.dateTime),
      end: sql<string | null>`${berlinIso(events.endTime)}`,
      conference: events.conference,
      state: events.state,
      year: events.year,
      venue: venues.name,
      thumbnail: fileUrlOf(events.thumbnailFileId),
      artistCount: sql<number>`(SELECT count(*)::int FROM event_artists ea WHERE ea.event_id = ${events}.id)`,
      createdBy: events.createdBy,
      editableBy: editorIds,
    })
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(listWhere(year, search))
    .orderBy(desc(events.dateTime), desc(events.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countEvents(
  db: Executor,
  year?: number | null,
  search?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(events)
    .where(year === undefined ? undefined : listWhere(year, search));
  return row?.total ?? 0;
}

export async function countArtists(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userRoles)
    .where(eq(userRoles.role, 'ROLE_ARTIST'));
  return row?.total ?? 0;
}

export async function insertEvent(db: Executor, row: EventRow): Promise<number> {
  const [created] = await db.insert(events).values(row).returning({ id: events.id });
  if (!created) throw new Error('The event was not stored');
  return created.id;
}

export async function updateEvent(db: Executor, id: number, row: Partial<EventRow>) {
  await db.update(events).set(row).where(eq(events.id, id));
}

export async function replaceEventGenres(db: Executor, eventId: number, genreIds: number[]) {
  await db.delete(eventGenres).where(eq(eventGenres.eventId, eventId));
  if (genreIds.length > 0) {
    await db.insert(eventGenres).values(genreIds.map((genreId) => ({ eventId, genreId })));
  }
}

export async function countExistingGenres(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ total: count() }).from(genres).where(inArray(genres.id, ids));
  return row?.total ?? 0;
}

export async function venueExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return row !== undefined;
}

export async function deleteEvent(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

export async function setEventState(db: Executor, id: number, state: EventState) {
  await db.update(events).set({ state }).where(eq(events.id, id));
}

/** Adds at the end of the event's artist list; adding twice keeps one row. */
export async function addEventArtist(db: Executor, eventId: number, userId: number) {
  await db
    .insert(eventArtists)
    .values({
      eventId,
      userId,
      position: sql`(SELECT coalesce(max(position) + 1, 0) FROM event_artists WHERE event_id = ${eventId})`,
    })
    .onConflictDoNothing();
}

export async function removeEventArtist(db: Executor, eventId: number, userId: number) {
  await db
    .delete(eventArtists)
    .where(and(eq(eventArtists.eventId, eventId), eq(eventArtists.userId, userId)));
}

export async function isArtist(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'ROLE_ARTIST')));
  return row !== undefined;
}

/** Adds editors (existing users only); answers the ids that exist. */
export async function addEventEditors(db: Executor, eventId: number, ids: number[]) {
  if (ids.length === 0) return;
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (existing.length === 0) return;
  await db
    .insert(eventEditors)
    .values(existing.map((user) => ({ eventId, userId: user.id })))
    .onConflictDoNothing();
}
