import { afterAll, beforeAll, expect, it } from 'vitest';
import { billDto } from '../../src/api/contract/checkout';
import { cartDto, paymentMethodList, productList } from '../../src/api/contract/shop';
import { createTestApp, createUser, type CreatedUser, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient } from './shop-fixture';

forEachDatabase('shop: products, cart and bill', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  let member: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
    member = await createUser(use().db, {}, t.app);
    other = await createUser(use().db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  const cartOf = async (url: string, token: string) => {
    const res = await client.get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return cartDto.parse(res.json());
  };

  it('lists products publicly with prices in cents and sold-out flags', async () => {
    const res = await client.get('/api/ticket/all');
    expect(res.statusCode).toBe(200);
    const list = productList.parse(res.json());
    expect(list.map((p) => [p.uid, p.price, p.soldOut])).toEqual([
      ['pass', 18_900, false],
      ['day', 7_900, false],
      ['limited', 3_900, false],
      ['vip', 44_900, true],
      ['html', 100, false],
    ]);
    // Text formatting only: no image, frame, handler or script link reaches a browser (issue #43).
    expect(list.find((p) => p.uid === 'html')?.additionalInformation).toBe(
      '<p>Hi</p><a>Info</a><ul><li><strong>Bar</strong></li></ul>',
    );
    const methods = paymentMethodList.parse((await client.get('/api/payment/methods')).json());
    expect(methods.map((m) => [m.uid, m.costs.amount])).toEqual([
      ['card', 49],
      ['bank', 0],
    ]);
  });

  it('keeps a cart per user: add, +1, -1, -1 at 1 removes, remove', async () => {
    const { token } = member;
    expect((await cartOf('/api/cart/my', token)).entries).toEqual([]);
    await cartOf('/api/cart/add/pass', token);
    let cart = await cartOf('/api/cart/amount/pass/+1', token);
    expect(cart.entries.map((e) => [e.uid, e.amount])).toEqual([['pass', 2]]);
    expect(cart.total.amount).toBe(37_800);
    cart = await cartOf('/api/cart/add/day', token);
    cart = await cartOf('/api/cart/amount/pass/-1', token);
    expect(cart.entries.map((e) => [e.uid, e.amount])).toEqual([
      ['pass', 1],
      ['day', 1],
    ]);
    cart = await cartOf('/api/cart/amount/pass/-1', token);
    expect(cart.entries.map((e) => e.uid)).toEqual(['day']);
    expect((await cartOf('/api/cart/my', other.token)).entries).toEqual([]);
    cart = await cartOf('/api/cart/remove/day', token);
    expect(cart.entries).toEqual([]);
  });

  it('refuses sold-out, unknown and too many tickets in the cart', async () => {
    const { token } = member;
    let res = await client.get('/api/cart/add/vip', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This ticket is sold out.' });
    res = await client.get('/api/cart/add/nope', token);
    expect(res.statusCode).toBe(404);
    await cartOf('/api/cart/add/limited', token);
    await cartOf('/api/cart/add/limited', token);
    res = await client.get('/api/cart/add/limited', token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Not enough tickets left.' });
    res = await client.get('/api/cart/amount/limited/2', token);
    expect(res.statusCode).toBe(400);
    await cartOf('/api/cart/remove/limited', token);
  });

  it('needs a login for the cart', async () => {
    for (const url of [
      '/api/cart/my',
      '/api/cart/add/pass',
      '/api/order/my',
      '/api/ticket/my/all',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ message: 'You are not logged in.' });
    }
  });

  it('merges an anonymous cart after login: amounts add up, sold out and unknown are skipped', async () => {
    const { token } = other;
    await cartOf('/api/cart/add/day', token);
    const res = await client.post(
      '/api/cart/merge',
      {
        products: [
          { product: 'day', quantity: 2 },
          { product: 'vip', quantity: 1 },
          { product: 'gone', quantity: 1 },
          { product: 'limited', quantity: 5 },
        ],
      },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const cart = cartDto.parse(res.json());
    expect(cart.entries.map((e) => [e.uid, e.amount])).toEqual([
      ['day', 3],
      ['limited', 2],
    ]);
  });

  it('answers the empty-cart bill with the spec text', async () => {
    for (const body of [{ products: [], vouchers: [] }, { products: [] }]) {
      const res = await client.bill(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Error validation your order. Please try again.',
      });
    }
  });

  it('computes the bill in cents: lines, voucher, service fee, method costs, VAT', async () => {
    const res = await client.bill({
      products: [
        { product: 'pass', quantity: 2 },
        { product: 'day', quantity: 1 },
        { product: 'pass', quantity: 1 },
      ],
      vouchers: ['earlybird10', 'EARLYBIRD10', 'FRIENDS5'],
      payment_method: 'card',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bill = billDto.parse(res.json());
    expect(bill.products.map((p) => [p.uid, p.quantity, p.totalPrice.amount])).toEqual([
      ['pass', 3, 56_700],
      ['day', 1, 7_900],
    ]);
    expect(bill.subtotal.amount).toBe(64_600);
    expect(bill.vouchers).toEqual([
      { code: 'EARLYBIRD10', discount: { amount: 6_460, currency: 'EUR' } },
      { code: 'FRIENDS5', discount: { amount: 500, currency: 'EUR' } },
    ]);
    expect(bill.totalPrice.amount).toBe(57_640);
    expect(bill.serviceFee.amount).toBe(400);
    expect(bill.paymentCosts.amount).toBe(49);
    expect(bill.grandTotal.amount).toBe(58_089);
    expect(bill.net.amount + bill.vat.amount).toBe(58_089);
    expect(bill.vat.amount).toBe(9_275);
    expect(bill.needsPayment).toBe(true);
    expect(bill.placeOrderRequest).toEqual({
      products: [
        { product: 'pass', quantity: 3 },
        { product: 'day', quantity: 1 },
      ],
      vouchers: ['EARLYBIRD10', 'FRIENDS5'],
      consumer: null,
      payment_method: 'card',
    });
  });

  it('defaults to the first payment method and skips payment for a free order', async () => {
    let bill = billDto.parse(
      (await client.bill({ products: [{ product: 'day', quantity: 1 }] })).json(),
    );
    expect(bill.placeOrderRequest.payment_method).toBe('card');
    expect(bill.grandTotal.amount).toBe(7_900 + 100 + 49);
    bill = billDto.parse(
      (
        await client.bill({ products: [{ product: 'day', quantity: 1 }], vouchers: ['FREE100'] })
      ).json(),
    );
    expect(bill).toMatchObject({ needsPayment: false, availablePaymentMethods: [] });
    expect(bill.grandTotal.amount).toBe(0);
  });

  it('validates vouchers on the server with a message for the voucher field', async () => {
    const cases: [string, string][] = [
      ['NOPE', 'The voucher NOPE is not valid.'],
      ['old2024', 'The voucher OLD2024 is not valid for this festival.'],
    ];
    for (const [code, message] of cases) {
      const res = await client.bill({
        products: [{ product: 'day', quantity: 1 }],
        vouchers: [code],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('refuses bad input, sold-out and unknown products and unknown methods', async () => {
    const cases: [unknown, number, string | null][] = [
      [{ products: [{ product: 'vip', quantity: 1 }] }, 409, 'This ticket is sold out.'],
      [{ products: [{ product: 'nope', quantity: 1 }] }, 404, 'Ticket not found'],
      [{ products: [{ product: 'limited', quantity: 3 }] }, 409, 'Not enough tickets left.'],
      [{ products: [{ product: 'day', quantity: 0 }] }, 400, null],
      [{ products: [{ product: 'day', quantity: 1.5 }] }, 400, null],
      [{ products: [{ product: 'day', quantity: 11 }] }, 400, null],
      [{ products: 'day' }, 400, null],
      [
        { products: [{ product: 'day', quantity: 1 }], payment_method: 'x' },
        400,
        'Please choose a payment method.',
      ],
      [
        { products: [{ product: 'day', quantity: 1 }], consumer: { ...buyer, email: 'bad' } },
        400,
        'consumer.email: E-mail must be valid',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await client.bill(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json()).toMatchObject({ message });
      else expect(res.json()).toHaveProperty('message');
    }
  });
});
