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

/**
 * Growing waits between attempts: `freeAttempts` at once, then a wait of `firstDelayMs` that
 * doubles with each further attempt up to `maxDelayMs`; forgotten after `forgetAfterMs` without
 * an attempt. Nothing is ever locked: the next attempt is only later.
 */
export interface AttemptPacing {
  name: string;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** Something worth remembering for a while, e.g. a device an account signed in from. */
export interface AttemptMark {
  name: string;
  /** Forgotten this long after it was last noted. */
  forgetAfterMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the window of the fullest counter ends (for Retry-After). */
  retryAfterSeconds: number;
}

const PRUNE_EVERY = 200;
// Past this many doublings every wait is at its maximum anyway; keeps power() finite.
const MAX_DOUBLINGS = 30;

/** The wait after `attempts` paced attempts. */
export const pacingDelayMs = (pacing: AttemptPacing, attempts: number): number =>
  attempts < pacing.freeAttempts
    ? 0
    : Math.min(
        pacing.firstDelayMs * 2 ** Math.min(attempts - pacing.freeAttempts, MAX_DOUBLINGS),
        pacing.maxDelayMs,
      );

const keyOf = (name: string, value: string) =>
  `${name}:${createHash('sha256').update(value).digest('base64url')}`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window attempt counters, pacings and marks in the database (table `attempt_counters`), so
 * every node counts the same attempts. `take` reserves an attempt atomically (one upsert) before the work is done;
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

  /**
   * Counts one attempt of `value` if its wait since the last one is over, in one statement (so
   * concurrent attempts cannot slip through a wait); otherwise answers how long is left. The
   * row's `reset_at` is the last attempt plus `forgetAfterMs`.
   */
  async pace(pacing: AttemptPacing, value: string, now = new Date()): Promise<AttemptVerdict> {
    const key = keyOf(pacing.name, value);
    const forgetAt = new Date(now.getTime() + pacing.forgetAfterMs);
    const count = attemptCounters.count;
    const delayMs = sql`CASE WHEN ${count} < ${pacing.freeAttempts} THEN 0::double precision
      ELSE least(${pacing.firstDelayMs}::double precision
        * power(2, least(${count} - ${pacing.freeAttempts}, ${MAX_DOUBLINGS})),
        ${pacing.maxDelayMs}::double precision) END`;
    const expired = sql`${attemptCounters.resetAt} <= ${at(now)}`;
    const counted = await this.db
      .insert(attemptCounters)
      .values({ key, count: 1, resetAt: forgetAt })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${count} + 1 END`,
          resetAt: forgetAt,
        },
        setWhere: sql`${attemptCounters.resetAt} <= ${at(now)}
          + (${pacing.forgetAfterMs}::double precision - ${delayMs}) * interval '1 millisecond'`,
      })
      .returning({ count });
    if (counted.length > 0) return { allowed: true, retryAfterSeconds: 0 };
    const [row] = await this.db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
    const lastAt = row ? row.resetAt.getTime() - pacing.forgetAfterMs : now.getTime();
    const waitMs = lastAt + pacingDelayMs(pacing, row?.count ?? 0) - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(Math.ceil(waitMs / 1000), 1) };
  }

  /** Starts the wait of `value`'s last attempt now, e.g. when its (slow) outcome is known. */
  async restartWait(pacing: AttemptPacing, value: string, now = new Date()): Promise<void> {
    await this.db
      .update(attemptCounters)
      .set({ resetAt: new Date(now.getTime() + pacing.forgetAfterMs) })
      .where(eq(attemptCounters.key, keyOf(pacing.name, value)));
  }

  /** Forgets the counter or mark of `value`, e.g. a pacing after a successful login. */
  async clear(name: string, value: string): Promise<void> {
    await this.db.delete(attemptCounters).where(eq(attemptCounters.key, keyOf(name, value)));
  }

  /** Notes `value` (again): it is remembered for `forgetAfterMs` from now. */
  async remember(mark: AttemptMark, value: string, now = new Date()): Promise<void> {
    const forgetAt = new Date(now.getTime() + mark.forgetAfterMs);
    await this.db
      .insert(attemptCounters)
      .values({ key: keyOf(mark.name, value), count: 1, resetAt: forgetAt })
      .onConflictDoUpdate({ target: attemptCounters.key, set: { resetAt: forgetAt } });
  }

  async remembers(mark: AttemptMark, value: string, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(
        and(eq(attemptCounters.key, keyOf(mark.name, value)), gt(attemptCounters.resetAt, now)),
      );
    return row !== undefined;
  }

  private async prune(now: Date, db: Executor): Promise<void> {
    await db.delete(attemptCounters).where(lt(attemptCounters.resetAt, now));
  }
}
