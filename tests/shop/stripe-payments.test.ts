import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { orders, refunds, tickets } from '../../server/db/schema/orders';
import { products } from '../../server/db/schema/shop';
import { refundOrder } from '../../server/modules/orders/refunds';
import { createTestApp, type TestApp, waitForMail } from '../helpers/app';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, YEAR } from './shop-fixture';

const WEBHOOK_SECRET = 'whsec_festivaltest';
const WEBHOOK = '/api/payment/webhook/stripe';
const HOUR = 60 * 60_000;

forEachDatabase('shop: Stripe Checkout against a local stand-in', (use) => {
  let t: TestApp;
  let stand: StripeStandIn;
  let emails = 0;

  beforeAll(async () => {
    stand = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp(use(), {
      config: { paymentProvider: 'stripe', stripe: stand.settings, testMode: false },
    });
    await seedShop(use().db);
    await use()
      .db.insert(products)
      .values({ uid: 'ferry', name: 'Ferry', priceCents: 2_500, year: YEAR, availability: 1 });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await stand.close();
  });
  beforeEach(async () => {
    await use().db.update(products).set({ availability: 1 }).where(eq(products.uid, 'ferry'));
  });

  const db = () => use().db;
  const client = () => shopClient(t.app);
  const place = async (product = 'pass', quantity = 1) => {
    emails += 1;
    const res = await client().place({
      products: [{ product, quantity }],
      vouchers: [],
      consumer: { ...buyer, email: `stripe-${emails}@example.org` },
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(200);
    return placeOrderResult.parse(res.json());
  };
  const orderOf = async (uid: string) => {
    const [order] = await db().select().from(orders).where(eq(orders.uid, uid));
    if (!order) throw new Error(`No order ${uid}`);
    return order;
  };
  const sessionOf = async (uid: string) => {
    const session = stand.sessions.get((await orderOf(uid)).paymentReference ?? '');
    if (!session) throw new Error(`No session for ${uid}`);
    return session;
  };
  const ticketsOf = (uid: string) => db().select().from(tickets).where(eq(tickets.orderUid, uid));
  const deliver = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const webhook = (type: string, sessionId: string) => {
    const { payload, signature } = stand.webhook(type, sessionId);
    return deliver(payload, signature);
  };
  const backdate = (uid: string) =>
    db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * HOUR) })
      .where(eq(orders.uid, uid));

  it('opens a Checkout Session for the order total with the order as reference', async () => {
    const result = await place('pass', 2);
    const order = await orderOf(result.orderId);
    expect(result.needsPayment).toBe(true);
    expect(result.link).toBe(`${stand.baseUrl}/pay/${order.paymentReference}`);
    const created = stand.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(created?.idempotencyKey).toBe(`checkout-${order.uid}`);
    expect(created?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.uid,
      'metadata[order_uid]': order.uid,
      'payment_intent_data[metadata][order_uid]': order.uid,
      customer_email: order.consumer.email,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(order.grandTotalCents),
      success_url: `${t.app.config.publicUrl}/api/payment/stripe/return/${order.uid}?session_id={CHECKOUT_SESSION_ID}`,
    });
    // Stripe offers whatever the account has switched on: no fixed list of methods.
    expect(Object.keys(created?.form ?? {}).some((k) => k.startsWith('payment_method_types'))).toBe(
      false,
    );
    // Two passes, the card's 0.49 and a service fee of 1.00 a ticket.
    expect(order.grandTotalCents).toBe(2 * 18_900 + 49 + 200);
  });

  it('a paid session completes the order once when the webhook arrives twice', async () => {
    const result = await place();
    const session = await sessionOf(result.orderId);
    stand.pay(session.id);
    const first = await webhook('checkout.session.completed', session.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ orderId: result.orderId, status: 'completed' });
    const again = await webhook('checkout.session.completed', session.id);
    expect(again.json()).toMatchObject({ orderId: result.orderId, status: 'completed' });
    expect(await ticketsOf(result.orderId)).toHaveLength(1);
    expect((await orderOf(result.orderId)).paidAt).not.toBeNull();
    // The buyer's return after the webhook changes nothing and lands on the done page.
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return/${result.orderId}?session_id=${session.id}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('order_state=completed');
    expect(await ticketsOf(result.orderId)).toHaveLength(1);
    const mail = await waitForMail(t.outboxDir, result.email);
    expect(mail.subject).not.toBe('');
  });

  it('the buyer returning before the webhook completes the order from the session itself', async () => {
    const result = await place();
    const session = await sessionOf(result.orderId);
    // Returning with a session id before paying proves nothing: the order stays pending.
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return/${result.orderId}?session_id=${session.id}`,
    });
    expect(early.headers.location).toContain('order_state=pending');
    stand.pay(session.id);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return/${result.orderId}?session_id=cs_test_other`,
    });
    expect(wrong.headers.location).toContain('order_state=pending');
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payment/stripe/return/${result.orderId}?session_id=${session.id}`,
    });
    expect(back.headers.location).toContain('order_state=completed');
    const late = await webhook('checkout.session.completed', session.id);
    expect(late.json()).toMatchObject({ status: 'completed' });
    expect(await ticketsOf(result.orderId)).toHaveLength(1);
  });

  it('refuses a forged webhook with 400 and changes nothing', async () => {
    const result = await place();
    const session = await sessionOf(result.orderId);
    stand.pay(session.id);
    const forged = stand.webhook('checkout.session.completed', session.id, 'whsec_someoneelse');
    const signed = stand.webhook('checkout.session.completed', session.id);
    const answers = [
      await deliver(forged.payload, forged.signature),
      await deliver(signed.payload.replace('"paid"', '"paid" '), signed.signature),
      await deliver(signed.payload, ''),
      await deliver(signed.payload, 't=1,v1=00'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'Invalid signature' });
    }
    expect((await orderOf(result.orderId)).status).toBe('pending');
    expect(await ticketsOf(result.orderId)).toHaveLength(0);
  });

  it('follows a delayed payment method, a failed one and an expired session', async () => {
    const slow = await place();
    const slowSession = await sessionOf(slow.orderId);
    const processing = await webhook('checkout.session.completed', slowSession.id);
    expect(processing.json()).toMatchObject({ status: 'processing' });
    expect((await orderOf(slow.orderId)).status).toBe('pending');
    stand.pay(slowSession.id);
    const succeeded = await webhook('checkout.session.async_payment_succeeded', slowSession.id);
    expect(succeeded.json()).toMatchObject({ status: 'completed' });

    const failing = await place('ferry');
    const failed = await webhook(
      'checkout.session.async_payment_failed',
      (await sessionOf(failing.orderId)).id,
    );
    expect(failed.json()).toMatchObject({ status: 'failed' });
    const left = await db().select().from(products).where(eq(products.uid, 'ferry'));
    expect(left[0]?.availability).toBe(1);

    const abandoned = await place();
    const expired = await webhook(
      'checkout.session.expired',
      (await sessionOf(abandoned.orderId)).id,
    );
    expect(expired.json()).toMatchObject({ status: 'cancelled' });
    const other = await webhook('customer.created', (await sessionOf(abandoned.orderId)).id);
    expect(other.json()).toMatchObject({ orderId: null, status: 'customer.created' });
  });

  it('refunds through Stripe with the refund as idempotency key, and the order shows it', async () => {
    const result = await place('pass', 2);
    const session = await sessionOf(result.orderId);
    stand.pay(session.id);
    await webhook('checkout.session.completed', session.id);
    const [first] = await ticketsOf(result.orderId);
    const partial = await refundOrder(db(), t.app.payments.provider, {
      orderUid: result.orderId,
      ticketUids: [first?.uid ?? ''],
      reason: 'staff',
      byUserId: null,
    });
    expect(partial.refund?.status).toBe('succeeded');
    const sent = stand.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(sent?.idempotencyKey).toBe(`refund-${partial.refund?.uid}`);
    expect(sent?.form).toMatchObject({
      payment_intent: session.payment_intent,
      amount: String(first?.priceCents),
    });
    expect(partial.refund?.providerReference).toBe(stand.refunds.at(-1)?.id);
    expect(partial.order).toMatchObject({ status: 'completed', refundedCents: 18_900 });

    const rest = await refundOrder(db(), t.app.payments.provider, {
      orderUid: result.orderId,
      reason: 'staff',
      byUserId: null,
    });
    expect(stand.refunds.at(-1)?.amount).toBe(18_900 + 49 + 200);
    expect(rest.order).toMatchObject({ status: 'refunded', refundedCents: 2 * 18_900 + 49 + 200 });
  });

  it('a refund Stripe confirms later is settled by its webhook, once; a failed one is refundable again', async () => {
    const result = await place('pass', 2);
    const session = await sessionOf(result.orderId);
    stand.pay(session.id);
    await webhook('checkout.session.completed', session.id);
    stand.answerRefundsWith('pending');
    const refund = (amountCents: number) =>
      refundOrder(db(), t.app.payments.provider, {
        orderUid: result.orderId,
        amountCents,
        ticketUids: [],
        reason: 'staff',
        byUserId: null,
      });
    const later = await refund(1_000);
    const failing = await refund(500);
    stand.answerRefundsWith('succeeded');
    expect([later.refund?.status, failing.refund?.status]).toEqual(['pending', 'pending']);
    expect((await orderOf(result.orderId)).refundedCents).toBe(1_500);

    const confirm = stand.refundWebhook(later.refund?.providerReference ?? '', 'succeeded');
    const confirmed = await deliver(confirm.payload, confirm.signature);
    expect(confirmed.json()).toMatchObject({ orderId: result.orderId, status: 'refund succeeded' });
    const repeated = await deliver(confirm.payload, confirm.signature);
    expect(repeated.json()).toMatchObject({ orderId: null, status: 'refund unchanged' });

    const fail = stand.refundWebhook(failing.refund?.providerReference ?? '', 'failed');
    const failed = await deliver(fail.payload, fail.signature);
    expect(failed.json()).toMatchObject({ status: 'refund failed' });
    const rows = await db().select().from(refunds).where(eq(refunds.orderUid, result.orderId));
    expect(rows.map((r) => [r.amountCents, r.status]).sort()).toEqual([
      [1_000, 'succeeded'],
      [500, 'failed'],
    ]);
    expect(await orderOf(result.orderId)).toMatchObject({
      status: 'completed',
      refundedCents: 1_000,
    });
  });

  it('a payment after the hold completes the order when the stock is still there', async () => {
    const result = await place('ferry');
    await backdate(result.orderId);
    // Anything else that looks at orders sweeps it: the ferry seat is free again.
    await client().bill({ products: [{ product: 'pass', quantity: 1 }], vouchers: [] });
    expect((await orderOf(result.orderId)).status).toBe('expired');
    const session = await sessionOf(result.orderId);
    stand.pay(session.id);
    const paid = await webhook('checkout.session.completed', session.id);
    expect(paid.json()).toMatchObject({ status: 'completed' });
    expect(await ticketsOf(result.orderId)).toHaveLength(1);
    const [ferry] = await db().select().from(products).where(eq(products.uid, 'ferry'));
    expect(ferry?.availability).toBe(0);
  });

  it('a payment after the hold whose seat was sold again is refunded automatically, once', async () => {
    const late = await place('ferry');
    await backdate(late.orderId);
    const lateSession = await sessionOf(late.orderId);
    const sold = await place('ferry');
    expect((await orderOf(late.orderId)).status).toBe('expired');
    const soldSession = await sessionOf(sold.orderId);
    stand.pay(soldSession.id);
    await webhook('checkout.session.completed', soldSession.id);

    stand.answerRefundsWith('refuse');
    stand.pay(lateSession.id);
    const refused = await webhook('checkout.session.completed', lateSession.id);
    expect(refused.statusCode).toBe(502);
    expect(await orderOf(late.orderId)).toMatchObject({ status: 'expired', refundedCents: 0 });

    stand.answerRefundsWith('succeeded');
    const retried = await webhook('checkout.session.completed', lateSession.id);
    expect(retried.json()).toMatchObject({ status: 'refunded' });
    const again = await webhook('checkout.session.completed', lateSession.id);
    expect(again.json()).toMatchObject({ status: 'refunded' });

    const order = await orderOf(late.orderId);
    expect(order).toMatchObject({ status: 'refunded', refundedCents: 2_500 + 49 + 100 });
    expect(await ticketsOf(late.orderId)).toHaveLength(0);
    const given = stand.refunds.filter((r) => r.payment_intent === lateSession.payment_intent);
    expect(given.map((r) => r.amount)).toEqual([2_500 + 49 + 100]);
    const rows = await db().select().from(refunds).where(eq(refunds.orderUid, late.orderId));
    expect(rows.map((r) => [r.reason, r.status]).sort()).toEqual([
      ['latePayment', 'failed'],
      ['latePayment', 'succeeded'],
    ]);
  });
});
