import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { LabelRole } from '../../../src/api/contract/program';
import type { Executor } from '../../db/client';
import { userEditors } from '../../db/schema/people';
import { userRoles, users } from '../../db/schema/users';
import { personFields } from '../program/program-sql';

const person = personFields('users');

const hasRole = (role: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${users}.id AND r.role = ${role})`;

const editorIds = sql<
  number[]
>`coalesce((SELECT array_agg(ue.editor_id ORDER BY ue.editor_id) FROM user_editors ue WHERE ue.user_id = ${users}.id), '{}'::int[])`;

const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const listWhere = (year: number | null, search: string | undefined): SQL | undefined =>
  and(
    hasRole('ROLE_ARTIST'),
    year === null ? undefined : sql`${year} = ANY(${users.years})`,
    search
      ? sql`(${person.name} ILIKE ${`%${literal(search)}%`} OR ${users.email} ILIKE ${`%${literal(search)}%`})`
      : undefined,
  );

export async function findArtistsPage(
  db: Executor,
  year: number | null,
  search: string | undefined,
  window: { offset: number; limit: number },
) {
  return db
    .select({
      id: users.id,
      name: person.name,
      email: users.email,
      profilePicture: person.profilePicture,
      labelRole: person.labelRole,
      phantom: hasRole('ROLE_PHANTOM'),
      visibleOnWebsite: users.visibleOnWebsite,
      years: users.years,
      createdBy: users.createdBy,
      editableBy: editorIds,
    })
    .from(users)
    .where(listWhere(year, search))
    .orderBy(asc(sql`lower(${person.name})`), asc(users.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countArtistsOf(db: Executor, year: number | null, search?: string) {
  const [row] = await db.select({ total: count() }).from(users).where(listWhere(year, search));
  return row?.total ?? 0;
}

/** Creator and editors of an artist, or undefined when `id` is no artist. */
export async function findArtistOwnership(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, createdBy: users.createdBy, editableBy: editorIds })
    .from(users)
    .where(and(eq(users.id, id), hasRole('ROLE_ARTIST')));
  return row;
}

export interface ArtistColumns {
  name: string;
  roleLabel?: LabelRole;
  imageFileId?: number | null;
  years?: number[];
}

/** A phantom artist (spec §4 Roles): temporary e-mail, no password, never logged in. */
export async function insertPhantomArtist(
  db: Executor,
  values: ArtistColumns & { email: string; createdBy: number; years: number[] },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, roleLabel: values.roleLabel ?? 'Artist', confirmed: false })
    .returning({ id: users.id });
  if (!row) throw new Error('The artist was not stored');
  await db.insert(userRoles).values([
    { userId: row.id, role: 'ROLE_ARTIST' },
    { userId: row.id, role: 'ROLE_PHANTOM' },
  ]);
  return row.id;
}

export async function updateArtist(db: Executor, id: number, values: ArtistColumns) {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function setVisibleOnWebsite(db: Executor, id: number, visible: boolean) {
  const rows = await db
    .update(users)
    .set({ visibleOnWebsite: visible })
    .where(and(eq(users.id, id), hasRole('ROLE_ARTIST')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function addArtistEditors(db: Executor, artistId: number, ids: number[]) {
  if (ids.length === 0) return;
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (existing.length === 0) return;
  await db
    .insert(userEditors)
    .values(existing.map((user) => ({ userId: artistId, editorId: user.id })))
    .onConflictDoNothing();
}
