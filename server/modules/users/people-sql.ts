import { type SQL, sql } from 'drizzle-orm';
import type { UserTile } from '../../../src/api/contract/people';
import type { LabelRole } from '../../../src/api/contract/program';
import { personFields } from '../program/program-sql';

/** SQL the profile and lobby queries share; `u` is the users alias of the outer query. */

const person = personFields('u');

/** First and last name, null when both are blank. */
export const fullNameOf = sql<
  string | null
>`nullif(btrim(concat_ws(' ', btrim(u.first_name), btrim(u.last_name))), '')`;

/** Artist or nickname, null when blank. */
export const displayNameOf = sql<string | null>`nullif(btrim(u.name), '')`;

/**
 * The A to Z key: lower-cased full name, else display name ('' for 'Unnamed'), compared by code
 * point (`COLLATE "C"`) so every database orders alike — the same key as `lobbyNameKey`. The
 * database keeps it in `users.name_key` (generated from the same names as `fullNameOf`).
 */
export const nameKeyOf = sql<string>`(u.name_key COLLATE "C")`;

/** Members the lobby and profile lists show: confirmed accounts, not phantom artists. */
export const isListedPerson = sql`(u.confirmed AND NOT EXISTS (
  SELECT 1 FROM user_roles pr WHERE pr.user_id = u.id AND pr.role = 'ROLE_PHANTOM'))`;

/** Artists and speakers: ROLE_ARTIST, or on a published event. */
export const isArtistOrSpeaker = sql`(EXISTS (
    SELECT 1 FROM user_roles ar WHERE ar.user_id = u.id AND ar.role = 'ROLE_ARTIST')
  OR EXISTS (SELECT 1 FROM event_artists ea JOIN events ev ON ev.id = ea.event_id
             WHERE ea.user_id = u.id AND ev.state = 'PUBLISHED'))`;

/**
 * Whom /u/user/{id} shows to anyone (issue #42): artists and speakers, and members who chose a
 * public profile. Everyone else is a 404 there.
 */
export const isPublicPerson = sql`(${isArtistOrSpeaker} OR (u.profile_public AND u.confirmed))`;

/** Listed members who chose the lobby: the lobby, 'For you' and related-people lists. */
export const isInLobby = sql`(u.in_lobby AND ${isListedPerson})`;

/**
 * The profession shown as "role@company": the first (oldest) one with a role, else the first.
 * A LATERAL join on `u`: add `LEFT JOIN LATERAL (${firstProfession}) fp ON true`.
 */
export const firstProfession = sql`SELECT nullif(btrim(p.role), '') AS role, c.name AS company_name
  FROM professions p LEFT JOIN companies c ON c.id = p.company_id
  WHERE p.user_id = u.id
  ORDER BY (btrim(p.role) = '') ASC, p.id ASC
  LIMIT 1`;

/** Columns of a UserTile (needs the `fp` lateral join). */
export const tileColumns = sql`u.id AS id, ${fullNameOf} AS full_name, ${displayNameOf} AS name,
  ${person.profilePicture} AS image, ${person.labelRole} AS label_role,
  fp.role AS role, fp.company_name AS company_name`;

export interface TileRow {
  id: number;
  full_name: string | null;
  name: string | null;
  image: string | null;
  label_role: LabelRole;
  role: string | null;
  company_name: string | null;
}

export const toTile = (row: TileRow): UserTile => ({
  id: row.id,
  fullName: row.full_name,
  name: row.name,
  image: row.image,
  labelRole: row.label_role,
  role: row.role,
  companyName: row.company_name,
});

/** SELECT of tiles for users matching `where`, A to Z, at most `limit`. */
export const tilesWhere = (where: SQL, limit: number) => sql`
  SELECT ${tileColumns}
  FROM users u LEFT JOIN LATERAL (${firstProfession}) fp ON true
  WHERE ${where}
  ORDER BY ${nameKeyOf} = '' ASC, ${nameKeyOf} ASC, u.id ASC
  LIMIT ${limit}`;
