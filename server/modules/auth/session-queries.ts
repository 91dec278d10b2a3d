import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../src/api/contract/common';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { userRoles, users } from '../../db/schema/users';

export type NewSession = typeof sessions.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export interface SessionHolder {
  userId: number;
  roles: Role[];
  confirmed: boolean;
  expiresAt: Date;
}

/** The user of a live session with roles and confirmation (checked on every request). */
export async function findSessionHolder(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<SessionHolder | null> {
  const rows = await db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      confirmed: users.confirmed,
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  const [first] = rows;
  if (!first) return null;
  return {
    userId: first.userId,
    roles: rows.flatMap((row) => (row.role ? [row.role] : [])),
    confirmed: first.confirmed,
    expiresAt: first.expiresAt,
  };
}

export interface Rotation {
  sessionId: string;
  presentedHash: string;
  nextHash: string;
  now: Date;
  /** A retired token issued after this still counts as a retry of a refresh whose answer was lost. */
  retryAfter: Date;
}

/**
 * Swaps the session's refresh token in one statement, so of two refreshes with one token only one
 * can win. The current token rotates; the one just before it is accepted again shortly after the
 * rotation as long as its successor was never used (the device did not get the answer). Answers
 * the session's user and end, or null.
 */
export async function rotateRefreshToken(
  db: Executor,
  { sessionId, presentedHash, nextHash, now, retryAfter }: Rotation,
): Promise<{ userId: number; expiresAt: Date } | null> {
  const live = and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now));
  const returning = { userId: sessions.userId, expiresAt: sessions.expiresAt };
  const [rotated] = await db
    .update(sessions)
    .set({
      previousTokenHash: sql`${sessions.refreshTokenHash}`,
      refreshTokenHash: nextHash,
      rotatedAt: now,
      lastUsedAt: now,
    })
    .where(and(live, eq(sessions.refreshTokenHash, presentedHash)))
    .returning(returning);
  if (rotated) return rotated;
  const [retried] = await db
    .update(sessions)
    .set({ refreshTokenHash: nextHash, lastUsedAt: now })
    .where(
      and(live, eq(sessions.previousTokenHash, presentedHash), gt(sessions.rotatedAt, retryAfter)),
    )
    .returning(returning);
  return retried ?? null;
}

/** Ends one session (any user's: the caller checked it may); answers its user, if it was there. */
export async function deleteSession(db: Executor, sessionId: string): Promise<number | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}

/** Ends one of the user's sessions; false when it is not theirs or already gone. */
export async function deleteOwnSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Logs the user out on every device (password change or reset, welcome mail, account deletion):
 * their access tokens are refused from the next request on, on every node, and their refresh
 * tokens renew nothing. `except` keeps one session (the caller's own). Answers the ended ones.
 */
export async function revokeSessions(
  db: Executor,
  userId: number,
  options: { except?: string } = {},
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        options.except === undefined ? undefined : ne(sessions.id, options.except),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The user's live sessions, most recently used first. */
export async function findLiveSessions(
  db: Executor,
  userId: number,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Drops the user's sessions that reached their end (run at each login, so rows do not pile up). */
export async function deleteEndedSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

/** Which of these sessions are live (the chat closes the sockets of the others). */
export async function findLiveSessionIds(
  db: Executor,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}
