import { and, eq, gte, sql } from 'drizzle-orm';
import {
  MAX_OPEN_ORDERS_PER_EMAIL,
  ORDER_LIMIT_MESSAGES,
} from '../../../src/api/contract/checkout';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { HttpError } from '../../plugins/http-error';
import type { AttemptLimit, AttemptLimiter } from '../../security/attempt-limiter';

const MINUTE = 60_000;

/**
 * Orders placed per client address and per buyer e-mail (docs/decisions.md, "Stock and vouchers
 * that bots cannot hold"). Per address is generous: a festival's Wi-Fi or a mobile carrier puts
 * many buyers behind one address. Per e-mail is small: one buyer needs a few tries at most.
 */
export const ORDER_LIMITS = {
  placeIp: { name: 'order:ip', limit: 60, windowMs: 10 * MINUTE },
  placeEmail: { name: 'order:email', limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, AttemptLimit>;

// The first key of the two-key advisory locks on buyers, apart from every other lock's keys.
const BUYER_LOCK_CLASS = 1_869_768_036;

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Serialises the placing transactions of one e-mail address until commit, so its open orders
 * are counted with none in flight. Hash collisions only make two buyers wait for each other.
 */
export async function lockBuyer(tx: Executor, email: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${BUYER_LOCK_CLASS}::int, hashtext(${emailKey(email)}))`,
  );
}

async function openOrdersOf(tx: Executor, email: string, cutoff: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        gte(orders.createdAt, cutoff),
        sql`lower(${orders.consumer}->>'email') = ${emailKey(email)}`,
      ),
    );
  return row?.count ?? 0;
}

export interface OrderClient {
  email: string;
  /** Null behind a proxy the server does not trust: its address would be every buyer's. */
  ip: string | null;
}

/**
 * In the placing transaction, after lockBuyer: refuses a buyer with too many unpaid orders (409)
 * or a client over its limits (429). The attempt counts only if the order is placed (the
 * transaction commits), so refused and failed attempts use up no one's budget.
 */
export async function admitOrder(
  tx: Executor,
  limiter: AttemptLimiter,
  client: OrderClient,
  cutoff: Date,
): Promise<void> {
  if ((await openOrdersOf(tx, client.email, cutoff)) >= MAX_OPEN_ORDERS_PER_EMAIL) {
    throw new HttpError(409, ORDER_LIMIT_MESSAGES.tooManyOpenOrders);
  }
  const verdict = await limiter.take(
    [
      ...(client.ip === null ? [] : [[ORDER_LIMITS.placeIp, client.ip] as const]),
      [ORDER_LIMITS.placeEmail, emailKey(client.email)] as const,
    ],
    new Date(),
    tx,
  );
  if (!verdict.allowed) {
    throw new HttpError(429, ORDER_LIMIT_MESSAGES.tooManyOrders, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
}
