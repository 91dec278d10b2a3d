import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MAX_OPEN_ORDERS_PER_EMAIL,
  ORDER_LIMIT_MESSAGES,
  placeOrderResult,
} from '../../src/api/contract/checkout';
import { orders, tickets } from '../../server/db/schema/orders';
import { products, vouchers } from '../../server/db/schema/shop';
import { expireStaleOrders } from '../../server/modules/orders/completion';
import { ORDER_LIMITS } from '../../server/modules/orders/order-limits';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, signedCallback, YEAR } from './shop-fixture';

const MINUTE = 60_000;

forEachDatabase('shop: holds, limits and the open-order cap', (use) => {
  let t: TestApp;
  let holdMs: number;
  let ipCount = 0;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    await use()
      .db.insert(products)
      .values({ uid: 'rush', name: 'Rush', priceCents: 5_000, year: YEAR, availability: 100 });
    await use().db.insert(vouchers).values({ code: 'CREW', percentOff: 50, maxUses: 10 });
    holdMs = t.app.config.orderHoldMs;
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  // Each test buys from addresses of its own, so the per-address counts never meet.
  const newIp = () => `198.51.100.${(ipCount += 1)}`;
  const order = (email: string, body: Record<string, unknown> = {}) => ({
    products: [{ product: 'rush', quantity: 1 }],
    vouchers: [],
    consumer: { ...buyer, email },
    payment_method: 'card',
    ...body,
  });
  const place = (payload: object, ip: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ticket/order/place',
      remoteAddress: ip,
      headers: { ...apiHeaders(), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const placed = (res: Awaited<ReturnType<typeof place>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return placeOrderResult.parse(res.json());
  };
  const statuses = (answers: Awaited<ReturnType<typeof place>>[]) =>
    answers.map((res) => res.statusCode).sort((a, b) => a - b);
  const availabilityOf = async (uid: string) =>
    (await db().select().from(products).where(eq(products.uid, uid)))[0]?.availability;
  const usesOf = async (code: string) =>
    (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0]?.usedCount;
  const statusOf = async (uid: string) =>
    (await db().select().from(orders).where(eq(orders.uid, uid)))[0]?.status;
  const pendingOf = async (email: string) =>
    db()
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), sql`${orders.consumer}->>'email' = ${email}`));
  const cancel = async (orderUid: string) => {
    const res = await (await signedCallback(db(), t.app, orderUid, 'cancelled'))();
    expect(res.json()).toEqual({ orderId: orderUid, status: 'cancelled' });
  };
  const afterHold = () => new Date(Date.now() + holdMs + MINUTE);

  it('an unpaid order holds stock and a voucher use for the hold time, then gives both back', async () => {
    expect(holdMs).toBe(20 * MINUTE);
    const before = await availabilityOf('rush');
    const body = order('hold@example.org', {
      products: [{ product: 'rush', quantity: 4 }],
      vouchers: ['ONCE'],
    });
    const result = placed(await place(body, newIp()));
    const [row] = await db().select().from(orders).where(eq(orders.uid, result.orderId));
    expect(result.holdExpiresAt).toBe(new Date(row!.createdAt.getTime() + holdMs).toISOString());
    expect(await availabilityOf('rush')).toBe(before! - 4);
    expect(await usesOf('ONCE')).toBe(1);

    expect(await expireStaleOrders(db(), holdMs, new Date(Date.now() + holdMs - MINUTE))).toBe(0);
    expect(await statusOf(result.orderId)).toBe('pending');
    expect(await expireStaleOrders(db(), holdMs, afterHold())).toBe(1);
    expect(await statusOf(result.orderId)).toBe('expired');
    expect(await availabilityOf('rush')).toBe(before);
    expect(await usesOf('ONCE')).toBe(0);
  });

  it('a free order holds nothing and says so', async () => {
    const body = order('free@example.org', { vouchers: ['FREE100'], payment_method: null });
    const result = placed(await place(body, newIp()));
    expect(result).toMatchObject({ status: 'completed', holdExpiresAt: null });
  });

  it('an expired order cannot be paid, whether or not it was swept yet', async () => {
    const ip = newIp();
    const swept = placed(await place(order('late@example.org'), ip));
    await expireStaleOrders(db(), holdMs, afterHold());
    const paid = await signedCallback(db(), t.app, swept.orderId, 'paid');
    expect((await paid()).json()).toEqual({ orderId: swept.orderId, status: 'expired' });

    const before = await availabilityOf('rush');
    const unswept = placed(await place(order('later@example.org'), ip));
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - holdMs - MINUTE) })
      .where(eq(orders.uid, unswept.orderId));
    const payLink = await t.app.inject({
      method: 'GET',
      url: `/api/order/${unswept.orderId}/pay?email=later@example.org`,
      headers: apiHeaders(),
    });
    expect(payLink.statusCode).toBe(409);
    const late = await signedCallback(db(), t.app, unswept.orderId, 'paid');
    expect((await late()).json()).toEqual({ orderId: unswept.orderId, status: 'expired' });
    expect(await availabilityOf('rush')).toBe(before);
    const issued = await db().select().from(tickets).where(eq(tickets.orderUid, unswept.orderId));
    expect(issued).toEqual([]);
  });

  it('40 rapid requests for one e-mail hold at most the cap; concurrent ones never exceed it', async () => {
    const email = 'bot@example.org';
    const before = await availabilityOf('rush');
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => place(order(email), ip, `bot-${i}`)),
    );
    expect(statuses(answers)).toEqual([
      ...Array<number>(MAX_OPEN_ORDERS_PER_EMAIL).fill(200),
      ...Array<number>(40 - MAX_OPEN_ORDERS_PER_EMAIL).fill(409),
    ]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: ORDER_LIMIT_MESSAGES.tooManyOpenOrders });
    expect(await pendingOf(email)).toHaveLength(MAX_OPEN_ORDERS_PER_EMAIL);
    expect(await availabilityOf('rush')).toBe(before! - MAX_OPEN_ORDERS_PER_EMAIL);
    // Paying or cancelling one frees a place.
    const [first] = answers.filter((res) => res.statusCode === 200).map(placed);
    await cancel(first!.orderId);
    placed(await place(order(email), ip));
  });

  it('one address places at most its limit of orders; others are not affected', async () => {
    const ip = newIp();
    const limit = ORDER_LIMITS.placeIp.limit;
    const answers = [];
    for (let i = 0; i <= limit; i += 1) {
      answers.push(await place(order(`buyer-${i}@example.org`, { products: [] }), ip));
      answers.push(await place(order(`buyer-${i}@example.org`), ip));
    }
    // Refused orders (here: empty carts) count nothing; placed ones count.
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(limit + 1);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(limit);
    const over = answers.at(-1)!;
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: ORDER_LIMIT_MESSAGES.tooManyOrders });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(
      ORDER_LIMITS.placeIp.windowMs / 1000,
    );
    placed(await place(order('neighbour@example.org'), newIp()));
    const released = await expireStaleOrders(db(), holdMs, afterHold());
    expect(released).toBeGreaterThanOrEqual(limit);
  });

  it('behind a proxy the server does not trust, buyers do not share its address limit', async () => {
    // Without TRUST_PROXY every request comes from the proxy's private address.
    const fromProxy = (email: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ticket/order/place',
        remoteAddress: '10.1.2.3',
        headers: { ...apiHeaders(), 'x-forwarded-for': client },
        payload: order(email),
      });
    const limit = ORDER_LIMITS.placeIp.limit;
    for (let i = 0; i <= limit; i += 1) {
      placed(await fromProxy(`proxied-${i}@example.org`, `203.0.113.${i % 250}`));
    }
    expect(await expireStaleOrders(db(), holdMs, afterHold())).toBeGreaterThan(limit);
  });

  it('50 unpaid guest orders with one voucher leave it usable: the cap, then the e-mail limit', async () => {
    const email = 'voucher-bot@example.org';
    const ip = newIp();
    const body = order(email, { vouchers: ['CREW'] });
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(body, ip)));
    const held = answers.filter((res) => res.statusCode === 200).map(placed);
    expect(held).toHaveLength(MAX_OPEN_ORDERS_PER_EMAIL);
    expect(await usesOf('CREW')).toBe(MAX_OPEN_ORDERS_PER_EMAIL);
    // Cancelling and placing again runs into the per-e-mail limit.
    let placedCount = held.length;
    let last = answers[0]!;
    for (const orderUid of held.map((h) => h.orderId)) await cancel(orderUid);
    while (placedCount <= ORDER_LIMITS.placeEmail.limit) {
      last = await place(body, newIp());
      if (last.statusCode !== 200) break;
      placedCount += 1;
      await cancel(placed(last).orderId);
    }
    expect(placedCount).toBe(ORDER_LIMITS.placeEmail.limit);
    expect(last.statusCode).toBe(429);
    expect(await usesOf('CREW')).toBe(0);
    placed(await place(order('real-fan@example.org', { vouchers: ['CREW'] }), newIp()));
  });

  it('an idempotent replay is not counted, also when sent concurrently', async () => {
    const email = 'retry@example.org';
    const ip = newIp();
    const body = order(email);
    const first = await Promise.all(Array.from({ length: 20 }, () => place(body, ip, 'retry-1')));
    const ids = new Set(first.map((res) => placed(res).orderId));
    expect(ids.size).toBe(1);
    for (let i = 0; i < ORDER_LIMITS.placeEmail.limit + 5; i += 1) {
      expect(placed(await place(body, ip, 'retry-1')).orderId).toBe([...ids][0]);
    }
    // Nine more orders reach the e-mail's limit of ten: the replays used none of it.
    await cancel([...ids][0]!);
    for (let i = 1; i < ORDER_LIMITS.placeEmail.limit; i += 1) {
      await cancel(placed(await place(body, ip, `retry-new-${i}`)).orderId);
    }
    expect((await place(body, ip, 'retry-over')).statusCode).toBe(429);
  });
});
