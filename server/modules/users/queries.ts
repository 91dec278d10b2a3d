import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ProfessionDto, UserTile } from '../../../src/api/contract/people';
import type { Role } from '../../../src/api/contract/common';
import type { GenreDto, TagDto } from '../../../src/api/contract/reference';
import { queryRows, type Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { professions, userEditors, userGenres, userTags } from '../../db/schema/people';
import { users } from '../../db/schema/users';
import {
  isInLobby,
  isListedPerson,
  isPublicPerson,
  type TileRow,
  tilesWhere,
  toTile,
} from './people-sql';

export type UserRow = typeof users.$inferSelect;

export interface ProfileRow {
  user: UserRow;
  roles: Role[];
  tags: TagDto[];
  genres: GenreDto[];
  professions: ProfessionDto[];
}

interface LinkRow {
  roles: Role[];
  tags: TagDto[];
  genres: GenreDto[];
  professions: ProfessionDto[];
}

/** A user with roles, tags, genres and professions (oldest first), or undefined. */
export async function findProfile(db: Executor, id: number): Promise<ProfileRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const [links] = await queryRows<LinkRow>(
    db,
    sql`SELECT
      (SELECT coalesce(json_agg(r.role ORDER BY r.role), '[]'::json)
         FROM user_roles r WHERE r.user_id = ${id}) AS roles,
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)
                                ORDER BY lower(t.name), t.id), '[]'::json)
         FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = ${id}) AS tags,
      (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)
                                ORDER BY lower(g.name), g.id), '[]'::json)
         FROM user_genres ug JOIN genres g ON g.id = ug.genre_id WHERE ug.user_id = ${id}) AS genres,
      (SELECT coalesce(json_agg(json_build_object(
                'id', p.id, 'role', p.role, 'companyId', p.company_id,
                'company', CASE WHEN c.id IS NULL THEN NULL
                                ELSE json_build_object('id', c.id, 'name', c.name) END)
              ORDER BY p.id), '[]'::json)
         FROM professions p LEFT JOIN companies c ON c.id = p.company_id
         WHERE p.user_id = ${id}) AS professions`,
  );
  return {
    user,
    roles: links?.roles ?? [],
    tags: links?.tags ?? [],
    genres: links?.genres ?? [],
    professions: links?.professions ?? [],
  };
}

/** Who related-people lists may show: public people to anyone, lobby members to members too. */
export type Audience = 'anyone' | 'members';

const shownTo = (audience: Audience) =>
  audience === 'anyone'
    ? sql`(${isListedPerson} AND ${isPublicPerson})`
    : sql`(${isInLobby} OR (${isListedPerson} AND ${isPublicPerson}))`;

/** Whether /u/user/{id} may show this person to anyone. */
export async function isPublicProfile(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM users u WHERE u.id = ${id} AND ${isPublicPerson}`,
  );
  return rows.length > 0;
}

/** People (not `id`) shown to `audience` who share one of `companyIds`. */
export async function findSameCompanyTiles(
  db: Executor,
  id: number,
  companyIds: readonly number[],
  limit: number,
  audience: Audience,
): Promise<UserTile[]> {
  if (companyIds.length === 0) return [];
  const where = sql`u.id <> ${id} AND ${shownTo(audience)} AND EXISTS (
    SELECT 1 FROM professions sp WHERE sp.user_id = u.id
      AND sp.company_id IN (${sql.join(
        companyIds.map((c) => sql`${c}`),
        sql`, `,
      )}))`;
  return (await queryRows<TileRow>(db, tilesWhere(where, limit))).map(toTile);
}

/** People (not `id`) shown to `audience` with this role (case and surrounding spaces ignored). */
export async function findSameRoleTiles(
  db: Executor,
  id: number,
  role: string,
  limit: number,
  audience: Audience,
): Promise<UserTile[]> {
  const where = sql`u.id <> ${id} AND ${shownTo(audience)} AND EXISTS (
    SELECT 1 FROM professions sp WHERE sp.user_id = u.id
      AND lower(btrim(sp.role)) = lower(btrim(${role})))`;
  return (await queryRows<TileRow>(db, tilesWhere(where, limit))).map(toTile);
}

export async function findTilesByIds(db: Executor, ids: readonly number[]): Promise<UserTile[]> {
  if (ids.length === 0) return [];
  const where = sql`u.id IN (${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )})`;
  return (await queryRows<TileRow>(db, tilesWhere(where, ids.length))).map(toTile);
}

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'name'
    | 'bio'
    | 'website'
    | 'spotify'
    | 'soundcloud'
    | 'instagram'
    | 'youtube'
    | 'linkedin'
    | 'twitter'
    | 'imageFileId'
    | 'firstLogin'
  >
>;

export async function updateUser(db: Executor, id: number, changes: UserChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function replaceTags(db: Executor, userId: number, tagIds: readonly number[]) {
  await db.delete(userTags).where(eq(userTags.userId, userId));
  if (tagIds.length > 0) {
    await db.insert(userTags).values(tagIds.map((tagId) => ({ userId, tagId })));
  }
}

export async function replaceGenres(db: Executor, userId: number, genreIds: readonly number[]) {
  await db.delete(userGenres).where(eq(userGenres.userId, userId));
  if (genreIds.length > 0) {
    await db.insert(userGenres).values(genreIds.map((genreId) => ({ userId, genreId })));
  }
}

export async function isEditorOf(db: Executor, userId: number, editorId: number) {
  const rows = await db
    .select({ userId: userEditors.userId })
    .from(userEditors)
    .where(and(eq(userEditors.userId, userId), eq(userEditors.editorId, editorId)));
  return rows.length > 0;
}

/** Who uploaded a file: undefined when there is no such file, null for seeded files. */
export async function findUploader(db: Executor, fileId: number) {
  const [row] = await db
    .select({ uploadedBy: files.uploadedBy })
    .from(files)
    .where(eq(files.id, fileId));
  return row ? row.uploadedBy : undefined;
}

const professionColumns = sql`p.id AS id, p.role AS role, p.company_id AS "companyId",
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS company`;

async function selectProfessions(db: Executor, where: SQL) {
  return queryRows<ProfessionDto>(
    db,
    sql`SELECT ${professionColumns} FROM professions p LEFT JOIN companies c ON c.id = p.company_id
        WHERE ${where} ORDER BY p.id`,
  );
}

export const findProfessionsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectProfessions(
        db,
        sql`p.id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );

export async function findProfession(db: Executor, id: number) {
  const [row] = await selectProfessions(db, sql`p.id = ${id}`);
  return row;
}

export async function insertProfession(
  db: Executor,
  userId: number,
  role: string,
  companyId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(professions)
    .values({ userId, role, companyId })
    .returning({ id: professions.id });
  if (!row) throw new Error('The profession was not stored');
  return row.id;
}

/** Changes one of `userId`'s professions; false when it is not theirs. */
export async function updateProfession(
  db: Executor,
  userId: number,
  id: number,
  role: string,
  companyId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(professions)
    .set({ role, companyId })
    .where(and(eq(professions.id, id), eq(professions.userId, userId)))
    .returning({ id: professions.id });
  return rows.length > 0;
}

/** Ids of `userId`'s professions, locking the user row so concurrent removals take turns. */
export async function lockProfessionIds(db: Executor, userId: number): Promise<number[]> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const rows = await db
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.userId, userId));
  return rows.map((row) => row.id);
}

export async function deleteProfession(db: Executor, id: number): Promise<void> {
  await db.delete(professions).where(eq(professions.id, id));
}

/** Spec §5: gives a user without any profession a blank one (no-op when they have one). */
export async function ensureProfession(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`INSERT INTO professions (user_id, role)
    SELECT ${userId}, '' WHERE NOT EXISTS (SELECT 1 FROM professions WHERE user_id = ${userId})`);
}
