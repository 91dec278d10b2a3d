import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

/** The jobs key of an outbox row id (Idempotency-Key) of `userId`; the feed's likes use it too. */
export const idempotencyJobKey = (userId: number, key: string) => `idempotency:${userId}:${key}`;

/**
 * Records outbox row ids as finished requests in one statement (run it in the transaction that
 * applies them): answers the keys recorded now. A key recorded before belongs to a replay whose
 * effect was already applied, or overtaken by a newer change, so it must change nothing.
 */
export async function claimIdempotencyKeys(
  db: Executor,
  userId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const values: SQL[] = keys.map(
    (key) => sql`('sync.request', ${idempotencyJobKey(userId, key)}, '{}'::jsonb, now())`,
  );
  const rows = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO ${jobs} (kind, key, payload, done_at) VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (key) DO NOTHING RETURNING key`,
  );
  const prefix = idempotencyJobKey(userId, '');
  return new Set(rows.map((row) => row.key.slice(prefix.length)));
}
