import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../src/api/contract/management';
import type { Role } from '../../../src/api/contract/common';
import { type Executor, queryRows } from '../../db/client';
import { professions, userGenres, userTags } from '../../db/schema/people';
import { companies } from '../../db/schema/reference';
import { userRoles, users } from '../../db/schema/users';

/** Most users the admin list answers at once: search narrows it further. */
export const ADMIN_LIST_LIMIT = 200;

const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Users for the admin list (or one user by id), each with roles, tags, genres and professions. */
export async function findAdminUsers(
  db: Executor,
  filter: { search?: string; role?: Role; id?: number },
): Promise<AdminUser[]> {
  const pattern = filter.search ? `%${literal(filter.search)}%` : null;
  const conditions: SQL[] = [sql`true`];
  if (filter.id !== undefined) conditions.push(sql`u.id = ${filter.id}`);
  if (pattern) {
    conditions.push(
      sql`(u.email ILIKE ${pattern} OR u.name ILIKE ${pattern} OR concat_ws(' ', u.first_name, u.last_name) ILIKE ${pattern})`,
    );
  }
  if (filter.role) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ${filter.role})`,
    );
  }
  return queryRows<AdminUser>(
    db,
    sql`SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.name,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name, '') AS "fullName",
      coalesce((SELECT json_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '[]'::json) AS roles,
      CASE WHEN u.image_file_id IS NULL THEN NULL ELSE '/api/file/' || u.image_file_id END AS "profilePicture",
      EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'ROLE_PHANTOM') AS phantom,
      u.bio,
      coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
        FROM user_tags ut JOIN tags t ON t.id = ut.tag_id WHERE ut.user_id = u.id), '[]'::json) AS tags,
      coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name)
        FROM user_genres ug JOIN genres g ON g.id = ug.genre_id WHERE ug.user_id = u.id), '[]'::json) AS genres,
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'role', p.role, 'companyName', c.name) ORDER BY p.id)
        FROM professions p LEFT JOIN companies c ON c.id = p.company_id WHERE p.user_id = u.id), '[]'::json) AS professions,
      json_build_object('website', u.website, 'spotify', u.spotify, 'soundcloud', u.soundcloud,
        'instagram', u.instagram, 'youtube', u.youtube, 'linkedIn', u.linkedin, 'twitter', u.twitter) AS socials
    FROM users u
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY lower(coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name, u.email)), u.id
    LIMIT ${ADMIN_LIST_LIMIT}`,
  );
}

/**
 * Accounts whose address starts with `text` (sharing, spec §5; issue #42: a prefix, not any
 * part), at most `limit`, by address; phantoms cannot log in, so never.
 */
export async function searchUsersByEmail(db: Executor, text: string, limit: number) {
  const prefix = `${literal(text.toLowerCase())}%`;
  return queryRows<{ id: number; name: string; email: string }>(
    db,
    sql`SELECT u.id, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name, u.email) AS name, u.email
    FROM users u
    WHERE lower(u.email) LIKE ${prefix}
      AND NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'ROLE_PHANTOM')
    ORDER BY u.email LIMIT ${limit}`,
  );
}

export async function replaceRoles(db: Executor, userId: number, roles: Role[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values([...new Set(roles)].map((role) => ({ userId, role })));
  // Role changes show in lists keyed on users.updated_at.
  await db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function replaceTags(db: Executor, userId: number, tagIds: number[]) {
  await db.delete(userTags).where(eq(userTags.userId, userId));
  if (tagIds.length > 0) {
    await db.insert(userTags).values(tagIds.map((tagId) => ({ userId, tagId })));
  }
}

export async function replaceGenres(db: Executor, userId: number, genreIds: number[]) {
  await db.delete(userGenres).where(eq(userGenres.userId, userId));
  if (genreIds.length > 0) {
    await db.insert(userGenres).values(genreIds.map((genreId) => ({ userId, genreId })));
  }
}

/** The id of the company with this name (any case), created when none exists. */
export async function companyId(db: Executor, name: string): Promise<number> {
  const [found] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`);
  if (found) return found.id;
  const [created] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!created) throw new Error('The company was not stored');
  return created.id;
}

export async function replaceProfessions(
  db: Executor,
  userId: number,
  list: { role: string; companyName?: string | null }[],
) {
  await db.delete(professions).where(eq(professions.userId, userId));
  for (const item of list) {
    const company = item.companyName ? await companyId(db, item.companyName) : null;
    await db.insert(professions).values({ userId, role: item.role, companyId: company });
  }
}

export async function existingIds(
  db: Executor,
  table: 'tags' | 'genres',
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE id IN ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
  );
  return rows[0]?.n ?? 0;
}

export async function setPassword(db: Executor, id: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, confirmed: true, resetTokenHash: null, resetTokenExpiresAt: null })
    .where(eq(users.id, id));
}

export async function removeRole(db: Executor, userId: number, role: Role) {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

export async function addRoles(db: Executor, userId: number, roles: Role[]) {
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}
