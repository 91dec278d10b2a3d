import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventArtists, eventGenres, events, venues } from '../../db/schema/program';
import { genres } from '../../db/schema/reference';
import { userRoles, users } from '../../db/schema/users';

/** An event an earlier import of this schedule wrote, with what the difference compares. */
export interface ImportedRow {
  id: number;
  guid: string;
  title: string;
  description: string | null;
  dateTime: Date;
  endTime: Date | null;
  venueId: number | null;
  conference: boolean;
  conferenceType: string | null;
  conferenceTopics: string[];
  state: 'PUBLISHED' | 'DRAFT';
  artistIds: number[];
  artistNames: string[];
  genreIds: number[];
  genreNames: string[];
}

const artistIds = sql<
  number[]
>`coalesce((SELECT array_agg(ea.user_id ORDER BY ea.position, ea.user_id) FROM event_artists ea WHERE ea.event_id = ${events}.id), '{}'::int[])`;
const artistNames = sql<
  string[]
>`coalesce((SELECT array_agg(coalesce(u.name, '') ORDER BY ea.position, ea.user_id) FROM event_artists ea JOIN users u ON u.id = ea.user_id WHERE ea.event_id = ${events}.id), '{}'::text[])`;
const genreNames = sql<
  string[]
>`coalesce((SELECT array_agg(g.name ORDER BY eg.genre_id) FROM event_genres eg JOIN genres g ON g.id = eg.genre_id WHERE eg.event_id = ${events}.id), '{}'::text[])`;
const genreIds = sql<
  number[]
>`coalesce((SELECT array_agg(eg.genre_id ORDER BY eg.genre_id) FROM event_genres eg WHERE eg.event_id = ${events}.id), '{}'::int[])`;

export async function findImportedEvents(db: Executor, source: string): Promise<ImportedRow[]> {
  return db
    .select({
      id: events.id,
      guid: events.guid,
      title: events.title,
      description: events.description,
      dateTime: events.dateTime,
      endTime: events.endTime,
      venueId: events.venueId,
      conference: events.conference,
      conferenceType: events.conferenceType,
      conferenceTopics: events.conferenceTopics,
      state: events.state,
      artistIds,
      artistNames,
      genreIds,
      genreNames,
    })
    .from(events)
    .where(eq(events.scheduleSource, source));
}

/** GUIDs of the file that belong to events not imported from this schedule. */
export async function findForeignGuids(db: Executor, source: string, guids: string[]) {
  if (guids.length === 0) return [];
  const rows = await db
    .select({ guid: events.guid })
    .from(events)
    .where(
      and(
        inArray(events.guid, guids),
        or(sql`${events.scheduleSource} IS NULL`, ne(events.scheduleSource, source)),
      ),
    )
    .limit(1);
  return rows.map((row) => row.guid);
}

export const findVenues = (db: Executor) =>
  db.select({ id: venues.id, guid: venues.guid, name: venues.name }).from(venues);

export const findGenres = (db: Executor) =>
  db.select({ id: genres.id, name: genres.name }).from(genres);

/** Users the file's persons may be: by GUID or by name, with whether they are artists. */
export async function findPeople(db: Executor, guids: string[], names: string[]) {
  if (guids.length === 0 && names.length === 0) return [];
  return db
    .select({
      id: users.id,
      guid: users.guid,
      name: users.name,
      artist: sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${users}.id AND r.role = 'ROLE_ARTIST')`,
    })
    .from(users)
    .where(
      or(
        guids.length > 0 ? inArray(users.guid, guids) : undefined,
        names.length > 0 ? inArray(sql`lower(${users.name})`, names) : undefined,
      ),
    )
    .orderBy(asc(users.id));
}

export async function insertVenues(
  db: Executor,
  rows: { name: string; guid: string; createdBy: number }[],
) {
  if (rows.length === 0) return [];
  return db.insert(venues).values(rows).returning({ id: venues.id, name: venues.name });
}

export async function insertGenres(db: Executor, names: string[]) {
  if (names.length === 0) return [];
  return db
    .insert(genres)
    .values(names.map((name) => ({ name })))
    .returning({ id: genres.id, name: genres.name });
}

export interface PhantomRow {
  guid: string;
  name: string;
  bio: string | null;
  roleLabel: 'Artist' | 'Speaker';
  years: number[];
  createdBy: number;
  email: string;
}

/** Phantom artists (spec §4 Roles): temporary e-mail, no password, never logged in. */
export async function insertPhantoms(db: Executor, rows: PhantomRow[]) {
  if (rows.length === 0) return [];
  const created = await db
    .insert(users)
    .values(rows.map((row) => ({ ...row, confirmed: false })))
    .returning({ id: users.id, guid: users.guid });
  const roles = created.flatMap((row) => [
    { userId: row.id, role: 'ROLE_ARTIST' as const },
    { userId: row.id, role: 'ROLE_PHANTOM' as const },
  ]);
  for (let i = 0; i < roles.length; i += 2000) {
    await db.insert(userRoles).values(roles.slice(i, i + 2000));
  }
  return created;
}

export type NewEvent = typeof events.$inferInsert;

export async function insertEvents(db: Executor, rows: NewEvent[]) {
  const created: { id: number; guid: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    created.push(
      ...(await db
        .insert(events)
        .values(rows.slice(i, i + 500))
        .returning({ id: events.id, guid: events.guid })),
    );
  }
  return created;
}

export async function updateEvent(db: Executor, id: number, row: Partial<NewEvent>) {
  await db.update(events).set(row).where(eq(events.id, id));
}

export async function withdrawEvents(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(events).set({ state: 'DRAFT' }).where(inArray(events.id, ids));
}

/** Replaces the artists and genres of these events with the given ones (in order). */
export async function replaceLinks(
  db: Executor,
  links: { eventId: number; artistIds: number[]; genreIds: number[] }[],
) {
  const ids = links.map((link) => link.eventId);
  if (ids.length === 0) return;
  await db.delete(eventArtists).where(inArray(eventArtists.eventId, ids));
  await db.delete(eventGenres).where(inArray(eventGenres.eventId, ids));
  const artists = links.flatMap((link) =>
    [...new Set(link.artistIds)].map((userId, position) => ({
      eventId: link.eventId,
      userId,
      position,
    })),
  );
  const genreRows = links.flatMap((link) =>
    [...new Set(link.genreIds)].map((genreId) => ({ eventId: link.eventId, genreId })),
  );
  for (let i = 0; i < artists.length; i += 2000) {
    await db.insert(eventArtists).values(artists.slice(i, i + 2000));
  }
  for (let i = 0; i < genreRows.length; i += 2000) {
    await db.insert(eventGenres).values(genreRows.slice(i, i + 2000));
  }
}
