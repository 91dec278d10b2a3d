import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '../../../src/api/contract/common';
import type { Executor } from '../../db/client';
import { favourites } from '../../db/schema/program';
import { userRoles, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** Roles of an existing user (possibly none); null when there is no such user. */
export async function findUserRoles(db: Executor, userId: number): Promise<Role[] | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.role ? [row.role] : []));
}

/** Ids of the events the user saved to the timetable (session `favourites`). */
export async function findFavouriteEventIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: favourites.eventId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.eventId));
  return rows.map((row) => row.eventId);
}

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** `email` must already be lower-cased (stored that way). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * A sign-up nobody confirmed: not a phantom, not made by staff. It holds no member powers and
 * gives way to the next sign-up with its address, so nobody can squat someone else's address.
 */
const isOpenSignup = sql`(NOT ${users.confirmed} AND ${users.createdBy} IS NULL AND NOT EXISTS (
  SELECT 1 FROM ${userRoles} r WHERE r.user_id = ${users.id} AND r.role = 'ROLE_PHANTOM'))`;

/** True when an account holds this address for good: confirmed, a phantom, or made by staff. */
export async function isEmailHeld(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`NOT ${isOpenSignup}`))
    .limit(1);
  return rows.length > 0;
}

/**
 * True when the nickname is taken by anyone but an open sign-up of `email` (which the new
 * sign-up replaces).
 */
export async function isNameHeld(db: Executor, name: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.name}) = lower(${name})`,
        sql`NOT (${users.email} = ${email} AND ${isOpenSignup})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Removes the open sign-up of this address, if any. Orders it placed stay, as guest orders whose
 * tickets their buyer claims with the link or codes from the order mail.
 */
export async function dropOpenSignup(db: Executor, email: string): Promise<void> {
  await db.delete(users).where(and(eq(users.email, email), isOpenSignup));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, user: NewUser, roles: Role[]): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('The user was not inserted');
  if (roles.length > 0) {
    await db.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
  }
  return row.id;
}

/** Confirms the account holding this unexpired token and voids it; the user id or null. */
export async function confirmByToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ confirmed: true, confirmationTokenHash: null, confirmationTokenExpiresAt: null })
    .where(
      and(eq(users.confirmationTokenHash, tokenHash), gt(users.confirmationTokenExpiresAt, now)),
    )
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function storeResetToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ resetTokenHash: tokenHash, resetTokenExpiresAt: expiresAt })
    .where(eq(users.id, userId));
}

/**
 * Sets a new password when the token is this user's unexpired one, in one statement so a link
 * works once. The proven e-mail also confirms the account. True when it took effect.
 */
export async function replacePasswordByToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      passwordHash,
      // Counts resets; the logins themselves end in revokeSessions (same transaction).
      tokenVersion: sql`${users.tokenVersion} + 1`,
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      confirmed: true,
      confirmationTokenHash: null,
      confirmationTokenExpiresAt: null,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.resetTokenHash, tokenHash),
        gt(users.resetTokenExpiresAt, now),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
