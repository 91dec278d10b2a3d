import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { REFUND_MESSAGES } from '../../src/api/contract/refunds';
import { orders, refunds, tickets } from '../../server/db/schema/orders';
import type { PaymentProvider, RefundRequest } from '../../server/payments/provider';
import { refundOrder } from '../../server/modules/orders/refunds';
import { HttpError } from '../../server/plugins/http-error';
import { createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

/** The app's own provider, recording what it was asked; `refuse` makes it say no. */
function recordingProvider(inner: PaymentProvider) {
  const asked: RefundRequest[] = [];
  let refuse = false;
  const provider: PaymentProvider = {
    ...inner,
    refund: (request) => {
      asked.push(request);
      return refuse ? Promise.reject(new Error('declined')) : inner.refund(request);
    },
  };
  return {
    provider,
    asked,
    refuseNext: (value: boolean) => {
      refuse = value;
    },
  };
}

forEachDatabase('orders: refunds through the provider', (use) => {
  let t: TestApp;
  let emails = 0;
  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  /** A completed sandbox order of `quantity` passes. */
  const paidOrder = async (quantity: number) => {
    emails += 1;
    const res = await shopClient(t.app).place({
      products: [{ product: 'pass', quantity }],
      vouchers: [],
      consumer: { ...buyer, email: `refund-${emails}@example.org` },
      payment_method: 'card',
    });
    const { orderId } = placeOrderResult.parse(res.json());
    await (
      await signedCallback(db(), t.app, orderId, 'paid')
    )();
    const [order] = await db().select().from(orders).where(eq(orders.uid, orderId));
    if (order?.status !== 'completed') throw new Error('The order was not paid');
    return order;
  };
  const ticketsOf = (uid: string) => db().select().from(tickets).where(eq(tickets.orderUid, uid));
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  it('a full refund gives back the whole total, revokes every ticket and marks the order', async () => {
    const order = await paidOrder(2);
    const { provider, asked } = recordingProvider(t.app.payments.provider);
    const outcome = await refundOrder(db(), provider, {
      orderUid: order.uid,
      reason: 'staff',
      byUserId: null,
    });
    expect(outcome.order).toMatchObject({
      status: 'refunded',
      refundedCents: order.grandTotalCents,
    });
    expect(outcome.refund).toMatchObject({
      status: 'succeeded',
      amountCents: order.grandTotalCents,
    });
    expect(asked).toEqual([
      {
        orderUid: order.uid,
        reference: order.paymentReference,
        amount: order.grandTotalCents,
        currency: 'EUR',
        idempotencyKey: outcome.refund?.uid,
      },
    ]);
    expect((await ticketsOf(order.uid)).every((ticket) => ticket.revokedAt !== null)).toBe(true);
    // Nothing is left: a second refund is refused.
    const again = await refusal(
      refundOrder(db(), provider, { orderUid: order.uid, reason: 'staff', byUserId: null }),
    );
    expect(again.message).toBe(REFUND_MESSAGES.refundNotPaid);
  });

  it('partial refunds by amount and by ticket add up; too much is refused', async () => {
    const order = await paidOrder(2);
    const [first, second] = await ticketsOf(order.uid);
    const { provider, asked } = recordingProvider(t.app.payments.provider);
    const byAmount = await refundOrder(db(), provider, {
      orderUid: order.uid,
      amountCents: 1_000,
      ticketUids: [],
      reason: 'staff',
      byUserId: null,
    });
    expect(byAmount.order).toMatchObject({ status: 'completed', refundedCents: 1_000 });
    const tooMuch = await refusal(
      refundOrder(db(), provider, {
        orderUid: order.uid,
        amountCents: order.grandTotalCents - 999,
        ticketUids: [],
        reason: 'staff',
        byUserId: null,
      }),
    );
    expect(tooMuch.message).toBe(REFUND_MESSAGES.refundTooMuch);
    const byTicket = await refundOrder(db(), provider, {
      orderUid: order.uid,
      ticketUids: [first?.uid ?? ''],
      reason: 'staff',
      byUserId: null,
    });
    expect(byTicket.refund?.amountCents).toBe(first?.priceCents);
    expect(byTicket.order.status).toBe('completed');
    const unknown = await refusal(
      refundOrder(db(), provider, {
        orderUid: order.uid,
        ticketUids: [first?.uid ?? ''],
        reason: 'staff',
        byUserId: null,
      }),
    );
    expect(unknown.message).toBe(REFUND_MESSAGES.refundTicketUnknown);
    const last = await refundOrder(db(), provider, {
      orderUid: order.uid,
      ticketUids: [second?.uid ?? ''],
      reason: 'staff',
      byUserId: null,
    });
    // The last valid ticket: the order is refunded, with at most what was paid given back.
    expect(last.order.status).toBe('refunded');
    expect(last.order.refundedCents).toBeLessThanOrEqual(order.grandTotalCents);
    expect(asked.map((request) => request.amount)).toEqual([
      1_000,
      first?.priceCents,
      last.refund?.amountCents,
    ]);
    expect(new Set(asked.map((request) => request.idempotencyKey)).size).toBe(3);
  });

  it('a refund the provider refuses is recorded as failed and its amount is refundable again', async () => {
    const order = await paidOrder(1);
    const recording = recordingProvider(t.app.payments.provider);
    recording.refuseNext(true);
    const refused = await refusal(
      refundOrder(db(), recording.provider, {
        orderUid: order.uid,
        amountCents: 500,
        ticketUids: [],
        reason: 'staff',
        byUserId: null,
      }),
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toBe(REFUND_MESSAGES.refundRefused);
    const [after] = await db().select().from(orders).where(eq(orders.uid, order.uid));
    expect(after).toMatchObject({ status: 'completed', refundedCents: 0 });
    const [row] = await db().select().from(refunds).where(eq(refunds.orderUid, order.uid));
    expect(row).toMatchObject({ status: 'failed', amountCents: 500 });

    recording.refuseNext(false);
    const whole = await refundOrder(db(), recording.provider, {
      orderUid: order.uid,
      reason: 'staff',
      byUserId: null,
    });
    expect(whole.order).toMatchObject({ status: 'refunded', refundedCents: order.grandTotalCents });
    expect(recording.asked.map((request) => request.amount)).toEqual([500, order.grandTotalCents]);
  });

  it('an order that was never paid cannot be refunded', async () => {
    const res = await shopClient(t.app).place({
      products: [{ product: 'pass', quantity: 1 }],
      vouchers: [],
      consumer: { ...buyer, email: 'unpaid-refund@example.org' },
      payment_method: 'card',
    });
    const { orderId } = placeOrderResult.parse(res.json());
    const error = await refusal(
      refundOrder(db(), t.app.payments.provider, {
        orderUid: orderId,
        reason: 'staff',
        byUserId: null,
      }),
    );
    expect(error.statusCode).toBe(409);
  });
});
