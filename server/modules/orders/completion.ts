import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { SHOP_MESSAGES } from '../../../src/api/contract/shop';
import { generateTicketCode } from '../../../src/api/contract/tickets';
import type { Bus } from '../../bus/bus';
import type { Database, Executor } from '../../db/client';
import { type OrderStatus, orders, tickets } from '../../db/schema/orders';
import { products } from '../../db/schema/shop';
import { HttpError } from '../../plugins/http-error';
import type { PaymentEvent } from '../../payments/provider';
import type { InvoiceSeller } from '../invoices/invoice-document';
import { issueInvoice } from '../invoices/issue';
import { reserveAgain } from './late-payment';
import { queueOrderMail } from './order-mail-job';
import { paidPrices } from './paid-prices';
import * as queries from './queries';

const MAX_CODE_ATTEMPTS = 5;

/**
 * Issues one ticket per bought unit, inside the completing transaction. Claim codes are random
 * (60 bits); a collision with an existing code is skipped by the unique index and drawn again.
 * Entry codes are filled in later (fillEntryCodes), so completing needs no signing key.
 */
export async function issueTickets(tx: Executor, order: queries.OrderRow): Promise<void> {
  const items = await queries.findItems(tx, [order.uid]);
  const productUids = items.flatMap((item) => (item.productUid ? [item.productUid] : []));
  const years = productUids.length
    ? await tx
        .select({ uid: products.uid, year: products.year })
        .from(products)
        .where(inArray(products.uid, productUids))
    : [];
  // A guest order's tickets belong to nobody yet: its buyer claims them with the mail's link or
  // codes. An address alone never attaches them to an account.
  const ownerUserId = order.userId;
  const ownerName = `${order.consumer.firstName} ${order.consumer.lastName}`.trim();
  const units = items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
  // Each ticket keeps what was paid for it: its share of the order's vouchers is taken off.
  const paid = paidPrices(
    units.map((item) => item.unitPriceCents),
    order.discountCents,
  );
  let pending = units.map((item, index) => ({
    orderUid: order.uid,
    productUid: item.productUid,
    ownerUserId,
    ownerName,
    year: years.find((p) => p.uid === item.productUid)?.year ?? order.createdAt.getUTCFullYear(),
    priceCents: paid[index] ?? item.unitPriceCents,
  }));
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt >= MAX_CODE_ATTEMPTS) throw new Error('Could not draw unique ticket codes');
    const rows = pending.map((ticket) => ({
      ...ticket,
      uid: randomUUID(),
      code: generateTicketCode((n) => randomInt(n)),
    }));
    const inserted = await tx
      .insert(tickets)
      .values(rows)
      .onConflictDoNothing({ target: tickets.code })
      .returning({ uid: tickets.uid });
    const done = new Set(inserted.map((row) => row.uid));
    pending = rows.filter((row) => !done.has(row.uid));
  }
}

/**
 * What completing an order owes, in the completing transaction: its tickets, its invoice when
 * something was paid (numbered last, so the series' lock is held briefly) and its e-mail.
 */
export async function completeOrder(
  tx: Executor,
  bus: Bus,
  order: queries.OrderRow,
  seller: InvoiceSeller,
) {
  await issueTickets(tx, order);
  await issueInvoice(tx, order, seller);
  await queueOrderMail(tx, bus, order.uid);
}

/** Gives back what a pending order held: stock and voucher uses. */
async function releaseHolds(tx: Executor, order: queries.OrderRow): Promise<void> {
  for (const item of await queries.findItems(tx, [order.uid])) {
    if (item.productUid) await queries.releaseStock(tx, item.productUid, item.quantity);
  }
  await queries.releaseVouchers(tx, order.voucherCodes);
}

export interface SettleResult {
  status: OrderStatus;
  /** True only for the one call that moved the order out of pending (or a late payment in). */
  changed: boolean;
  order: queries.OrderRow;
  /** Paid after its hold and not completed: the payment is to be refunded (latePayment). */
  refundDue: boolean;
}

export interface SettleOptions {
  /**
   * A real provider's payment that arrives after the hold completes the order when its stock
   * and vouchers can be had again, else is marked for refund. Without it (the sandbox, which
   * took no money) a late payment changes nothing.
   */
  acceptLate?: boolean;
}

/** Pending orders placed before this held their stock for `holdMs` and are over. */
export const holdCutoff = (holdMs: number, now: Date) => new Date(now.getTime() - holdMs);

/** Marks the pending orders placed before `cutoff` (and matching `only`) expired, releasing holds. */
async function expirePending(tx: Executor, cutoff: Date, only?: SQL): Promise<number> {
  const expired = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff), only))
    .returning();
  for (const order of expired) await releaseHolds(tx, order);
  return expired.length;
}

/** The event's order, with the payment, amount and currency it names. */
const eventMatches = (event: PaymentEvent) =>
  and(
    eq(orders.uid, event.orderUid),
    eq(orders.paymentReference, event.reference),
    eq(orders.grandTotalCents, event.amount),
    eq(orders.currency, event.currency),
  );

const refundDue = (order: queries.OrderRow) =>
  order.status === 'expired' &&
  order.paidAt !== null &&
  order.refundedCents < order.grandTotalCents;

/**
 * A payment for an order whose hold ran out: the first such event records it (paid_at) and
 * completes the order when everything it held can be reserved again; otherwise the order stays
 * expired with its payment due back.
 */
async function settleLatePayment(
  tx: Executor,
  bus: Bus,
  event: PaymentEvent,
  seller: InvoiceSeller,
  now: Date,
): Promise<SettleResult | null> {
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: now })
    .where(and(eventMatches(event), eq(orders.status, 'expired'), isNull(orders.paidAt)))
    .returning();
  if (!paid) return null;
  if (!(await reserveAgain(tx, paid))) {
    return { status: paid.status, changed: true, order: paid, refundDue: true };
  }
  const [completed] = await tx
    .update(orders)
    .set({ status: 'completed', completedAt: now })
    .where(eq(orders.uid, paid.uid))
    .returning();
  const order = completed ?? paid;
  await completeOrder(tx, bus, order, seller);
  return { status: 'completed', changed: true, order, refundDue: false };
}

/**
 * Applies a verified provider event. The conditional UPDATE … WHERE status = 'pending' lets
 * exactly one of any number of concurrent callbacks through; tickets are issued and the mail
 * queued (or holds released) in that same transaction. An order whose hold ran out is expired
 * first; a payment for it then counts only with `acceptLate` (settleLatePayment).
 */
export async function settleOrder(
  db: Database,
  bus: Bus,
  event: PaymentEvent,
  holdMs: number,
  seller: InvoiceSeller,
  now = new Date(),
  options: SettleOptions = {},
): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    await expirePending(tx, holdCutoff(holdMs, now), eq(orders.uid, event.orderUid));
    const status: OrderStatus = event.outcome === 'paid' ? 'completed' : event.outcome;
    const paid = status === 'completed';
    const [moved] = await tx
      .update(orders)
      .set({ status, completedAt: paid ? now : null, ...(paid ? { paidAt: now } : {}) })
      .where(and(eventMatches(event), eq(orders.status, 'pending')))
      .returning();
    if (moved) {
      if (paid) await completeOrder(tx, bus, moved, seller);
      else await releaseHolds(tx, moved);
      return { status, changed: true, order: moved, refundDue: false };
    }
    if (paid && options.acceptLate) {
      const late = await settleLatePayment(tx, bus, event, seller, now);
      if (late) return late;
    }
    const current = await queries.findOrder(tx, event.orderUid);
    // Still pending, so reference, amount or currency did not match this order.
    if (current?.status === 'pending') throw new HttpError(400, SHOP_MESSAGES.amountMismatch);
    return current
      ? { status: current.status, changed: false, order: current, refundDue: refundDue(current) }
      : null;
  });
}

/**
 * Ends a pending order's hold now, because its buyer cancelled it: expired and released exactly as
 * if the hold had run out, so a payment that still arrives is settled as a late one. False when
 * the order was no longer pending.
 */
export async function endHoldNow(
  db: Database,
  orderUid: string,
  now = new Date(),
): Promise<boolean> {
  const cutoff = new Date(now.getTime() + 1);
  return (await db.transaction((tx) => expirePending(tx, cutoff, eq(orders.uid, orderUid)))) > 0;
}

/** Expires pending orders placed before `now - holdMs`, releasing their holds. */
export async function expireStaleOrders(
  db: Database,
  holdMs: number,
  now = new Date(),
): Promise<number> {
  return db.transaction((tx) => expirePending(tx, holdCutoff(holdMs, now)));
}
