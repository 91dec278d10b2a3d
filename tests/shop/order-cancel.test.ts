import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { placeOrderResult } from '../../src/api/contract/checkout';
import { SHOP_MESSAGES } from '../../src/api/contract/shop';
import { orders } from '../../server/db/schema/orders';
import { products, vouchers } from '../../server/db/schema/shop';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, signedCallback, YEAR } from './shop-fixture';

forEachDatabase('shop: the buyer cancels a pending order', (use) => {
  let t: TestApp;
  let ipCount = 0;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    await use()
      .db.insert(products)
      .values({ uid: 'late', name: 'Late', priceCents: 4_000, year: YEAR, availability: 50 });
    await use().db.insert(vouchers).values({ code: 'HALF', percentOff: 50, maxUses: 5 });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => use().db;
  const place = async (email: string, quantity = 3) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ticket/order/place',
      remoteAddress: `203.0.113.${(ipCount += 1)}`,
      headers: apiHeaders(),
      payload: {
        products: [{ product: 'late', quantity }],
        vouchers: ['HALF'],
        consumer: { ...buyer, email },
        payment_method: 'card',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return placeOrderResult.parse(res.json()).orderId ?? '';
  };
  const cancel = (orderUid: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/order/${orderUid}/cancel`,
      headers: apiHeaders(),
      payload: { email },
    });
  const availability = async () =>
    (await db().select().from(products).where(eq(products.uid, 'late')))[0]?.availability;
  const voucherUses = async () =>
    (await db().select().from(vouchers).where(eq(vouchers.code, 'HALF')))[0]?.usedCount;
  const statusOf = async (uid: string) =>
    (await db().select().from(orders).where(eq(orders.uid, uid)))[0]?.status;

  it('gives the tickets and the voucher use back at once and ends the order', async () => {
    const before = { stock: await availability(), uses: await voucherUses() };
    const uid = await place('closer@example.org');
    expect(await availability()).toBe((before.stock ?? 0) - 3);

    const res = await cancel(uid, 'Closer@Example.org');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ uid, status: 'expired', paymentLink: null });
    expect(await availability()).toBe(before.stock);
    expect(await voucherUses()).toBe(before.uses);
    // Nothing to pay any more.
    const pay = await t.app.inject({
      method: 'GET',
      url: `/api/order/${uid}/pay?email=closer@example.org`,
      headers: apiHeaders(),
    });
    expect(pay.statusCode).toBe(409);
  });

  it('cancels once: a second cancel, or one after the payment, is refused with its code', async () => {
    const uid = await place('twice@example.org', 1);
    expect((await cancel(uid, 'twice@example.org')).statusCode).toBe(200);
    const again = await cancel(uid, 'twice@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: SHOP_MESSAGES.orderNotCancellable,
      code: 'shop.orderNotCancellable',
    });

    const paid = await place('paid@example.org', 1);
    const res = await (await signedCallback(db(), t.app, paid, 'paid'))();
    expect(res.statusCode, res.body).toBe(200);
    const stock = await availability();
    expect((await cancel(paid, 'paid@example.org')).statusCode).toBe(409);
    expect(await statusOf(paid)).toBe('completed');
    expect(await availability()).toBe(stock);
  });

  it("is nobody else's to cancel: another e-mail gets 404 and the hold stays", async () => {
    const uid = await place('owner@example.org', 2);
    const stock = await availability();
    const res = await cancel(uid, 'someone@example.org');
    expect(res.statusCode).toBe(404);
    expect(await statusOf(uid)).toBe('pending');
    expect(await availability()).toBe(stock);
  });
});
