import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { icsFeedTokens } from '../../db/schema/people';

/** One link per user: a new token replaces the old one, so the old link stops working. */
export async function replaceFeedToken(db: Executor, userId: number, tokenHash: string) {
  await db
    .insert(icsFeedTokens)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: icsFeedTokens.userId,
      set: { tokenHash, createdAt: new Date() },
    });
}

export async function deleteFeedToken(db: Executor, userId: number) {
  await db.delete(icsFeedTokens).where(eq(icsFeedTokens.userId, userId));
}

export async function findFeedCreatedAt(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: icsFeedTokens.createdAt })
    .from(icsFeedTokens)
    .where(eq(icsFeedTokens.userId, userId));
  return row?.createdAt ?? null;
}

export async function findFeedOwner(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: icsFeedTokens.userId })
    .from(icsFeedTokens)
    .where(eq(icsFeedTokens.tokenHash, tokenHash));
  return row?.userId ?? null;
}
