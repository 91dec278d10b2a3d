import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { attemptCounters } from '../db/schema/security';

export interface AttemptLimit {
  /** Counter family, e.g. `signin:account`; part of the stored key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the window of the fullest counter ends (for Retry-After). */
  retryAfterSeconds: number;
}

const PRUNE_EVERY = 200;

const keyOf = (name: string, value: string) =>
  `${name}:${createHash('sha256').update(value).digest('base64url')}`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window attempt counters in the database (table `attempt_counters`), so every node counts
 * the same attempts. `take` reserves an attempt atomically (one upsert) before the work is done;
 * `refund` gives it back when the attempt turned out legitimate (a successful login). Given an
 * open transaction, `take` counts in it: the attempt counts only if that transaction commits.
 */
export class AttemptLimiter {
  private calls = 0;

  constructor(private readonly db: Database) {}

  /** Counts one attempt against every `[limit, value]`; not allowed once any is over its limit. */
  async take(
    checks: readonly (readonly [AttemptLimit, string])[],
    now = new Date(),
    db: Executor = this.db,
  ): Promise<AttemptVerdict> {
    this.calls += 1;
    if (this.calls % PRUNE_EVERY === 0) await this.prune(now, db);
    let allowed = true;
    let retryAfterSeconds = 0;
    for (const [limit, value] of checks) {
      const windowEnd = new Date(now.getTime() + limit.windowMs);
      const expired = sql`${attemptCounters.resetAt} <= ${at(now)}`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key: keyOf(limit.name, value), count: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN ${at(windowEnd)} ELSE ${attemptCounters.resetAt} END`,
          },
        })
        .returning({ count: attemptCounters.count, resetAt: attemptCounters.resetAt });
      if (row && row.count > limit.limit) {
        allowed = false;
        const seconds = Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000);
        retryAfterSeconds = Math.max(retryAfterSeconds, seconds, 1);
      }
    }
    return { allowed, retryAfterSeconds };
  }

  /** Takes back one attempt of each counter in its current window. */
  async refund(checks: readonly (readonly [AttemptLimit, string])[], now = new Date()) {
    for (const [limit, value] of checks) {
      await this.db
        .update(attemptCounters)
        .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
        .where(
          and(eq(attemptCounters.key, keyOf(limit.name, value)), gt(attemptCounters.resetAt, now)),
        );
    }
  }

  private async prune(now: Date, db: Executor): Promise<void> {
    await db.delete(attemptCounters).where(lt(attemptCounters.resetAt, now));
  }
}
