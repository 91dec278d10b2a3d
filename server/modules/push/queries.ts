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

export async function findSubscription(
  db: Executor,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function findSubscriptionIds(
  db: Executor,
  userIds: number[],
): Promise<{ id: number; userId: number }[]> {
  if (userIds.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT id, user_id AS "userId" FROM push_subscriptions
        WHERE user_id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
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
