import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { cartDto } from '../../src/api/contract/shop';
import { orderDto, orderList } from '../../src/api/contract/tickets';
import { orders, tickets } from '../../server/db/schema/orders';
import { products, vouchers } from '../../server/db/schema/shop';
import { expireStaleOrders } from '../../server/modules/orders/completion';
import {
  createTestApp,
  createUser,
  type CreatedUser,
  readOutbox,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient, signedCallback } from './shop-fixture';

forEachDatabase('shop: orders, payment and tickets', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let member: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
    member = await createUser(use().db, { email: 'member@example.org' }, t.app);
    stranger = await createUser(use().db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  // Unpaid orders left by a test would count against the buyer's cap of open orders in the next.
  afterEach(() => expireStaleOrders(db(), 0, new Date(Date.now() + 1000)));
  const order = (body: Record<string, unknown> = {}) => ({
    products: [{ product: 'day', quantity: 2 }],
    vouchers: [],
    consumer: buyer,
    payment_method: 'card',
    ...body,
  });
  const placed = (res: Awaited<ReturnType<typeof client.place>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return placeOrderResult.parse(res.json());
  };
  const ticketsOf = (orderUid: string) =>
    db().select().from(tickets).where(eq(tickets.orderUid, orderUid));
  const statusOf = async (orderUid: string) =>
    (await db().select().from(orders).where(eq(orders.uid, orderUid)))[0]?.status;
  const availabilityOf = async (uid: string) =>
    (await db().select().from(products).where(eq(products.uid, uid)))[0]?.availability;

  it('places a pending order with a sandbox link and empties the logged-in cart', async () => {
    await client.get('/api/cart/add/day', member.token);
    const result = placed(await client.place(order(), { token: member.token }));
    expect(result).toMatchObject({ needsPayment: true, status: 'pending', email: buyer.email });
    expect(result.link).toMatch(new RegExp(`^/api/payment/sandbox/${result.orderId}\\?t=`));
    const cart = cartDto.parse((await client.get('/api/cart/my', member.token)).json());
    expect(cart.entries).toEqual([]);
    const mine = orderList.parse((await client.get('/api/order/my', member.token)).json());
    const found = mine.find((o) => o.uid === result.orderId);
    expect(found).toMatchObject({
      status: 'pending',
      paymentLink: result.link,
      downloadLink: null,
    });
    expect(found?.grandTotal.amount).toBe(2 * 7_900 + 200 + 49);
    expect(await ticketsOf(result.orderId)).toEqual([]);
  });

  it('refuses the empty cart, sold-out tickets and bad input when placing', async () => {
    let res = await client.place(order({ products: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Error validation your order. Please try again.' });
    res = await client.place(order({ products: [{ product: 'vip', quantity: 1 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This ticket is sold out.' });
    res = await client.place(order({ consumer: { ...buyer, firstName: 'A' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'consumer.firstName: Name must be at least 2 characters',
    });
    res = await client.place(order({ consumer: undefined }));
    expect(res.statusCode).toBe(400);
    res = await client.place(order({ payment_method: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please choose a payment method.' });
  });

  it('reserves limited stock at placement and gives it back when the payment fails', async () => {
    const first = placed(
      await client.place(order({ products: [{ product: 'limited', quantity: 2 }] })),
    );
    expect(await availabilityOf('limited')).toBe(0);
    const res = await client.place(order({ products: [{ product: 'limited', quantity: 1 }] }));
    expect(res.statusCode).toBe(409);
    const fail = await signedCallback(db(), t.app, first.orderId, 'failed');
    expect((await fail()).json()).toEqual({ orderId: first.orderId, status: 'failed' });
    expect(await availabilityOf('limited')).toBe(2);
    expect(await ticketsOf(first.orderId)).toEqual([]);
    // A late "paid" for a failed order changes nothing.
    const paid = await signedCallback(db(), t.app, first.orderId, 'paid');
    expect((await paid()).json()).toEqual({ orderId: first.orderId, status: 'failed' });
    expect(await ticketsOf(first.orderId)).toEqual([]);
  });

  it('a pending order expires after its hold time and gives its stock back', async () => {
    const stale = placed(
      await client.place(order({ products: [{ product: 'limited', quantity: 2 }] })),
    );
    expect(await availabilityOf('limited')).toBe(0);
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(orders.uid, stale.orderId));
    const fresh = placed(
      await client.place(order({ products: [{ product: 'limited', quantity: 1 }] })),
    );
    expect(await statusOf(stale.orderId)).toBe('expired');
    expect(await statusOf(fresh.orderId)).toBe('pending');
    expect(await availabilityOf('limited')).toBe(1);
    const late = await signedCallback(db(), t.app, stale.orderId, 'paid');
    expect((await late()).json()).toEqual({ orderId: stale.orderId, status: 'expired' });
    expect(await ticketsOf(stale.orderId)).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: stale.link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('expired');
    await (
      await signedCallback(db(), t.app, fresh.orderId, 'cancelled')
    )();
    expect(await availabilityOf('limited')).toBe(2);
  });

  it('100 concurrent identical completion callbacks issue one set of tickets and one mail', async () => {
    const email = 'concurrent@example.org';
    const result = placed(await client.place(order({ consumer: { ...buyer, email } })));
    const callback = await signedCallback(db(), t.app, result.orderId, 'paid');
    const answers = await Promise.all(Array.from({ length: 100 }, () => callback()));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ orderId: result.orderId, status: 'completed' });
    }
    const issued = await ticketsOf(result.orderId);
    expect(issued).toHaveLength(2);
    for (const ticket of issued) {
      expect(ticket.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{12}$/);
      expect(ticket).toMatchObject({ ownerName: 'Mia Meier', year: 2025, priceCents: 7_900 });
    }
    await waitForMail(t.outboxDir, email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
  });

  it('refuses callbacks with a wrong signature, a tampered body or a wrong amount', async () => {
    const result = placed(await client.place(order()));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/sandbox',
      headers: { 'x-sandbox-signature': 'f'.repeat(64) },
      payload: {
        orderUid: result.orderId,
        reference: 'sbx_x',
        outcome: 'paid',
        amount: 1,
        currency: 'EUR',
      },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: 'Invalid signature' });
    const tampered = await signedCallback(db(), t.app, result.orderId, 'paid', {}, { amount: 1 });
    expect((await tampered()).statusCode).toBe(403);
    const wrongAmount = await signedCallback(db(), t.app, result.orderId, 'paid', { amount: 1 });
    const res = await wrongAmount();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The paid amount does not match the order.' });
    expect(await statusOf(result.orderId)).toBe('pending');
    expect((await (await signedCallback(db(), t.app, result.orderId, 'paid'))()).statusCode).toBe(
      200,
    );
    expect(await statusOf(result.orderId)).toBe('completed');
  });

  it('pays through the sandbox page: page, form post, redirect, mail with PDF, download', async () => {
    const email = 'page@example.org';
    const result = placed(
      await client.place(order({ consumer: { ...buyer, email } }), { language: 'en' }),
    );
    const page = await t.app.inject({ method: 'GET', url: `${result.link}&lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox payment');
    expect(page.body).toContain('160,49');
    const token = new URL(result.link, 'http://x').searchParams.get('t') ?? '';
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${result.orderId}?t=x`,
    });
    expect(bad.statusCode).toBe(403);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${result.orderId}/paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(token)}`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `/payment/done?order_state=completed&order_id=${result.orderId}&email=page%40example.org`,
    );
    // Hitting the page again does not pay twice.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${result.orderId}/paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(token)}`,
    });
    expect(again.statusCode).toBe(303);
    expect(await ticketsOf(result.orderId)).toHaveLength(2);

    const mail = await waitForMail(t.outboxDir, email);
    expect(mail.subject).toContain('Your tickets');
    const raw = await readFile(join(t.outboxDir, mail.file), 'utf8');
    expect(raw).toContain('application/pdf');
    const found = orderDto.parse(
      (
        await client.post('/api/order/get', { orderId: result.orderId, email: 'PAGE@example.org' })
      ).json(),
    );
    expect(found).toMatchObject({ status: 'completed', paymentLink: null });
    expect(found.downloadLink).not.toBeNull();
    expect(mail.text).toContain(found.downloadLink ?? '-');
    const pdf = await t.app.inject({ method: 'GET', url: found.downloadLink ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const forgedPdf = await t.app.inject({
      method: 'GET',
      url: `/api/order/${result.orderId}/tickets.pdf?t=abc`,
    });
    expect(forgedPdf.statusCode).toBe(403);
  });

  it('cancel on the sandbox page marks the order cancelled', async () => {
    const result = placed(await client.place(order()));
    const token = new URL(result.link, 'http://x').searchParams.get('t') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${result.orderId}/cancelled`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${token}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('order_state=cancelled');
    expect(await statusOf(result.orderId)).toBe('cancelled');
  });

  it('a free order completes at once and its link is the done page', async () => {
    const result = placed(
      await client.place(order({ vouchers: ['FREE100'], payment_method: null })),
    );
    expect(result.needsPayment).toBe(false);
    expect(result.status).toBe('completed');
    expect(result.link).toBe(
      `/payment/done?order_state=completed&order_id=${result.orderId}&email=mia%40example.org`,
    );
    expect(await ticketsOf(result.orderId)).toHaveLength(2);
  });

  it('a voucher with one use left goes to one order only', async () => {
    const first = await client.place(order({ vouchers: ['ONCE'] }));
    expect(first.statusCode).toBe(200);
    const second = await client.place(order({ vouchers: ['ONCE'] }));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: 'The voucher ONCE has been used up.' });
    const [row] = await db().select().from(vouchers).where(eq(vouchers.code, 'ONCE'));
    expect(row?.usedCount).toBe(1);
  });

  it('Idempotency-Key: same key same answer (also concurrently), other body 422', async () => {
    const key = 'key-1';
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => client.place(order(), { key, token: member.token })),
    );
    const results = answers.map(placed);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.link)).size).toBe(1);
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const other = await client.place(order({ products: [{ product: 'pass', quantity: 1 }] }), {
      key,
      token: member.token,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: 'This Idempotency-Key was already used for a different order.',
    });
    const otherUser = await client.place(order(), { key, token: stranger.token });
    expect(otherUser.statusCode).toBe(422);
  });

  it('nobody else sees or pays an order', async () => {
    const result = placed(await client.place(order(), { token: member.token }));
    let res = await client.post('/api/order/get', { orderId: result.orderId, email: 'x@y.z' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    res = await client.post(
      '/api/order/get',
      { orderId: result.orderId },
      { token: stranger.token },
    );
    expect(res.statusCode).toBe(404);
    res = await client.post('/api/order/get', { orderId: result.orderId }, { token: member.token });
    expect(res.statusCode).toBe(200);
    const strangers = orderList.parse((await client.get('/api/order/my', stranger.token)).json());
    expect(strangers.map((o) => o.uid)).not.toContain(result.orderId);
    res = await client.get(`/api/order/${result.orderId}/pay`, stranger.token);
    expect(res.statusCode).toBe(404);
    res = await client.get(`/api/order/${result.orderId}/pay`, member.token);
    expect(res.json()).toEqual({ link: result.link });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payment/sandbox/${result.orderId}`,
    });
    expect(page.statusCode).toBe(403);
  });
});
