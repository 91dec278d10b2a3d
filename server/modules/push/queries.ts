import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionBody } from '../../../src/api/contract/push';
import { type Executor, queryRows } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/people';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** One row per endpoint: a browser that subscribes again (or for another user) takes it over. */
export async function upsertSubscription(
  db: Executor,
  userId: number,
  subscription: PushSubscriptionBody,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        updatedAt: new Date(),
      },
    });
}

export async function deleteOwnSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Ids as one JSON parameter: a statement binds at most 65,535, and an event may have more fans. */
const idSet = (ids: readonly number[]) =>
  sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/**
 * Queues one `kind` job per device of the users in a single INSERT … SELECT (the rows
 * enqueueJobs would write: key `${keyPrefix}${device id}`, the device id added to `payload`),
 * so a notice to 10,000 devices is one statement; answers how many were new.
 */
export async function insertDeviceJobs(
  db: Executor,
  job: { kind: string; keyPrefix: string; payload: object; maxAttempts: number },
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await queryRows<{ added: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO jobs (kind, key, payload, max_attempts)
          SELECT ${job.kind}, ${job.keyPrefix} || s.id,
                 ${JSON.stringify(job.payload)}::jsonb || jsonb_build_object('subscriptionId', s.id),
                 ${job.maxAttempts}
          FROM push_subscriptions s WHERE s.user_id IN ${idSet(userIds)}
          ORDER BY s.id
          ON CONFLICT (key) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS added FROM added`,
  );
  return row?.added ?? 0;
}

/** Many subscriptions by id in one query (the sender looks up the devices of a whole batch). */
export async function findSubscriptions(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, SubscriptionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.id} IN ${idSet(ids)}`);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function hasSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

export interface FavouriteChange {
  title: string;
  dateTime: Date;
  venueName: string | null;
  updatedAt: Date;
  published: boolean;
  userIds: number[];
}

/** The event as it is now and who saved it. */
export async function findFavouriteChange(
  db: Executor,
  eventId: number,
): Promise<FavouriteChange | undefined> {
  const [row] = await queryRows<{
    title: string;
    date_time: Date | string;
    venue_name: string | null;
    updated_at: Date | string;
    published: boolean;
    user_ids: number[] | null;
  }>(
    db,
    sql`SELECT e.title, e.date_time, v.name AS venue_name, e.updated_at,
               (e.state = 'PUBLISHED') AS published,
               (SELECT array_agg(f.user_id) FROM favourites f WHERE f.event_id = e.id) AS user_ids
        FROM events e LEFT JOIN venues v ON v.id = e.venue_id WHERE e.id = ${eventId}`,
  );
  if (!row) return undefined;
  return {
    title: row.title,
    dateTime: new Date(row.date_time),
    venueName: row.venue_name,
    updatedAt: new Date(row.updated_at),
    published: row.published,
    userIds: row.user_ids ?? [],
  };
}
