import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REFUND_MESSAGES } from '../../../src/api/contract/refunds';
import type { Database } from '../../db/client';
import { orders, type RefundReason, refunds, tickets } from '../../db/schema/orders';
import type { PaymentProvider } from '../../payments/provider';
import { HttpError } from '../../plugins/http-error';
import { afterRefund } from './refund-hooks';
import * as queries from './queries';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundInput {
  orderUid: string;
  /** Cents to give back; without it, all that is left. */
  amountCents?: number;
  /** These tickets stop admitting; without amount, their paid prices are given back. */
  ticketUids?: string[];
  reason: RefundReason;
  /** The staff member asking; null for automatic refunds. */
  byUserId: number | null;
}

export interface RefundOutcome {
  refund: RefundRow | null;
  order: queries.OrderRow;
}

/** Paid after its hold and not completed (completion.ts settleLatePayment): money to give back. */
const paidLate = (order: queries.OrderRow) => order.status === 'expired' && order.paidAt !== null;

/**
 * Refunds (part of) an order through the provider and revokes what it no longer pays for.
 * Three steps so money moves at most once: the refund is recorded and its amount counted under
 * the order's row lock; the provider is called with the refund's uid as idempotency key; the
 * outcome is written. A whole refund (or one that leaves no valid ticket) revokes every ticket and
 * marks the order refunded, or cancelled when nothing was paid. A late payment (an expired order
 * with `paidAt`) has no tickets: refunding it marks it refunded.
 */
export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  input: RefundInput,
): Promise<RefundOutcome> {
  const reserved = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.uid, input.orderUid))
      .for('update');
    if (!order || !(order.status === 'completed' || paidLate(order))) {
      throw new HttpError(409, REFUND_MESSAGES.refundNotPaid);
    }
    const valid = await tx
      .select({ uid: tickets.uid, priceCents: tickets.priceCents })
      .from(tickets)
      .where(and(eq(tickets.orderUid, order.uid), isNull(tickets.revokedAt)));
    const chosen = input.ticketUids ?? valid.map((ticket) => ticket.uid);
    if (chosen.some((uid) => !valid.some((ticket) => ticket.uid === uid))) {
      throw new HttpError(400, REFUND_MESSAGES.refundTicketUnknown);
    }
    const left = order.grandTotalCents - order.refundedCents;
    const amount =
      input.amountCents ??
      (input.ticketUids
        ? Math.min(
            left,
            valid
              .filter((ticket) => chosen.includes(ticket.uid))
              .reduce((sum, ticket) => sum + ticket.priceCents, 0),
          )
        : left);
    if (amount < 0 || amount > left) throw new HttpError(400, REFUND_MESSAGES.refundTooMuch);

    const now = new Date();
    if (chosen.length > 0) {
      await tx
        .update(tickets)
        .set({ revokedAt: now, changedAt: now })
        .where(and(inArray(tickets.uid, chosen), isNull(tickets.revokedAt)));
    }
    const noneLeft = chosen.length === valid.length;
    const [updated] = await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${amount}`,
        ...(noneLeft ? { status: order.grandTotalCents > 0 ? 'refunded' : 'cancelled' } : {}),
      })
      .where(eq(orders.uid, order.uid))
      .returning();
    if (amount === 0) return { refund: null, order: updated ?? order };
    const [refund] = await tx
      .insert(refunds)
      .values({
        uid: randomUUID(),
        orderUid: order.uid,
        amountCents: amount,
        reason: input.reason,
        createdBy: input.byUserId,
      })
      .returning();
    return { refund: refund ?? null, order: updated ?? order };
  });
  if (!reserved.refund) return reserved;
  return settleRefund(db, provider, reserved.refund, reserved.order);
}

/** Calls the provider for a recorded refund and writes what it said. */
export async function settleRefund(
  db: Database,
  provider: PaymentProvider,
  refund: RefundRow,
  order: queries.OrderRow,
): Promise<RefundOutcome> {
  let result;
  try {
    result = await provider.refund({
      orderUid: order.uid,
      reference: order.paymentReference ?? '',
      amount: refund.amountCents,
      currency: order.currency,
      idempotencyKey: refund.uid,
    });
  } catch {
    await db.transaction(async (tx) => {
      // The money did not move: the amount is refundable again. Revoked tickets stay revoked:
      // staff decided they no longer admit, and can refund again.
      // A late payment stays expired-and-paid, so the webhook's next delivery tries again.
      await tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.uid, refund.uid));
      await tx
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}`,
          ...(refund.reason === 'latePayment' ? { status: 'expired' as const } : {}),
        })
        .where(eq(orders.uid, order.uid));
    });
    throw new HttpError(502, REFUND_MESSAGES.refundRefused);
  }
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(refunds)
      .set({ status: result.status, providerReference: result.reference })
      .where(eq(refunds.uid, refund.uid))
      .returning();
    const current = saved ?? refund;
    if (current.status === 'succeeded') await afterRefund(tx, current);
    return { refund: current, order: (await queries.findOrder(tx, order.uid)) ?? order };
  });
}

/**
 * The provider's later word on a pending refund (a bank debit paid back days later): succeeded
 * runs afterRefund, failed gives the amount back as refundable. Only a pending row changes, so a
 * repeated notice does nothing; null when no pending refund has this provider reference.
 */
export async function confirmRefund(
  db: Database,
  providerReference: string,
  outcome: 'succeeded' | 'failed',
): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(refunds)
      .set({ status: outcome })
      .where(and(eq(refunds.providerReference, providerReference), eq(refunds.status, 'pending')))
      .returning();
    if (!refund) return null;
    if (outcome === 'succeeded') {
      await afterRefund(tx, refund);
    } else {
      await tx
        .update(orders)
        .set({
          refundedCents: sql`${orders.refundedCents} - ${refund.amountCents}`,
          ...(refund.reason === 'latePayment' ? { status: 'expired' as const } : {}),
        })
        .where(eq(orders.uid, refund.orderUid));
    }
    return refund;
  });
}
