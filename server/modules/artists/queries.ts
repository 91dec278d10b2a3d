import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { ArtistDto, GenreRef } from '../../../src/api/contract/program';
import type { NameFilter } from '../../../src/api/contract/program-requests';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';
import { nameMatches } from '../program/name-filter';
import { personFields } from '../program/program-sql';

const person = personFields('users');

// Sub-selects name the outer table in full: Drizzle leaves columns unqualified without a join.
const artistFields = {
  id: users.id,
  name: person.name,
  profilePicture: person.profilePicture,
  labelRole: person.labelRole,
  genres: sql<GenreRef[]>`(
    SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id), '[]'::json)
    FROM user_genres ug JOIN genres g ON g.id = ug.genre_id
    WHERE ug.user_id = ${users}.id)`,
  years: users.years,
};

/** Artists and speakers the website shows: ROLE_ARTIST and visible_on_website (spec §6). */
const isVisibleArtist = and(
  eq(users.visibleOnWebsite, true),
  sql`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${users}.id AND r.role = 'ROLE_ARTIST')`,
);

const whereVisible = (filter?: NameFilter | null): SQL | undefined =>
  and(isVisibleArtist, nameMatches(person.name, filter));

export interface PageWindow {
  offset: number;
  limit: number;
}

/** Visible artists by name, optionally filtered and one page of them. */
export async function findVisibleArtists(
  db: Executor,
  filter?: NameFilter | null,
  window?: PageWindow,
): Promise<ArtistDto[]> {
  const query = db
    .select(artistFields)
    .from(users)
    .where(whereVisible(filter))
    .orderBy(asc(sql`lower(${person.name})`), asc(users.id))
    .$dynamic();
  return window ? query.offset(window.offset).limit(window.limit) : query;
}

export async function countVisibleArtists(db: Executor, filter?: NameFilter | null) {
  const [row] = await db.select({ total: count() }).from(users).where(whereVisible(filter));
  return row?.total ?? 0;
}
