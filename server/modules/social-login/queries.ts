import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { usedIdTokenNonces, userIdentities } from '../../db/schema/social-login';
import { users } from '../../db/schema/users';

/** The user linked to this provider account, or null. */
export async function findLinkedUserId(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.userId ?? null;
}

export async function findEmailOfLinkedUser(
  db: Executor,
  issuer: string,
  subject: string,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row?.email ?? null;
}

export async function linkIdentity(
  db: Executor,
  identity: { issuer: string; subject: string; userId: number },
): Promise<void> {
  await db.insert(userIdentities).values(identity);
}

/**
 * Records a used nonce until its token expires; false when it was used before (a replay). Expired
 * entries are dropped on the way, so the table holds only live tokens.
 */
export async function consumeNonce(
  db: Executor,
  key: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(usedIdTokenNonces).where(lt(usedIdTokenNonces.expiresAt, now));
  const rows = await db
    .insert(usedIdTokenNonces)
    .values({ key, expiresAt })
    .onConflictDoNothing({ target: usedIdTokenNonces.key })
    .returning({ key: usedIdTokenNonces.key });
  return rows.length > 0;
}
