import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorBody } from '../../src/api/contract/common';
import { MESSAGE_TEXTS } from '../../src/api/contract/message-codes';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { buyer, seedShop, shopClient } from '../shop/shop-fixture';

forEachDatabase('error codes', (use) => {
  let t: TestApp;
  let client: ReturnType<typeof shopClient>;
  beforeAll(async () => {
    t = await createTestApp(use());
    await seedShop(use().db);
    client = shopClient(t.app);
  }, 120_000);
  afterAll(() => t.close());

  /** The error body, checked: a registered code whose text is the message (params filled). */
  const coded = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const body = errorBody.parse(JSON.parse(res.body));
    expect(MESSAGE_TEXTS.has(body.code), body.code).toBe(true);
    const text = (MESSAGE_TEXTS.get(body.code) ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(body.params?.[name]),
    );
    if (!body.fields) expect(body.message).toBe(text);
    return body;
  };

  it('names a templated voucher text with its code and the voucher as a parameter', async () => {
    const res = await client.bill({
      products: [{ product: 'day', quantity: 1 }],
      vouchers: ['BOGUS'],
    });
    expect(coded(res)).toMatchObject({
      message: 'The voucher BOGUS is not valid.',
      code: 'voucher.invalid',
      params: { code: 'BOGUS' },
    });
    const old = await client.bill({
      products: [{ product: 'day', quantity: 1 }],
      vouchers: ['OLD2024'],
    });
    expect(coded(old)).toMatchObject({ code: 'voucher.wrongYear', params: { code: 'OLD2024' } });
  });

  it('codes the shop refusals by their fixed texts', async () => {
    const soldOut = await client.bill({ products: [{ product: 'vip', quantity: 1 }] });
    expect(coded(soldOut).code).toBe('shop.soldOut');
    const tooFew = await client.bill({ products: [{ product: 'limited', quantity: 3 }] });
    expect(coded(tooFew).code).toBe('shop.notEnoughLeft');
  });

  it('gives each refused field its own code', async () => {
    const res = await client.bill({
      products: [{ product: 'day', quantity: 1 }],
      consumer: { ...buyer, email: 'not-an-address', gender: undefined },
    });
    const body = coded(res);
    expect(body.code).toBe('validation.invalidFields');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'consumer.email', code: 'consumer.emailInvalid' }),
        expect.objectContaining({ field: 'consumer.gender' }),
      ]),
    );
    for (const field of body.fields ?? [])
      expect(MESSAGE_TEXTS.has(field.code), field.code).toBe(true);
  });

  it('refuses a country that is not in ISO 3166-1 with its own code', async () => {
    const res = await client.bill({
      products: [{ product: 'day', quantity: 1 }],
      consumer: { ...buyer, address: { ...buyer.address, country: 'XX' } },
    });
    expect(coded(res).fields).toEqual([
      expect.objectContaining({
        field: 'consumer.address.country',
        code: 'consumer.countryUnknown',
      }),
    ]);
    const ghana = await client.bill({
      products: [{ product: 'day', quantity: 1 }],
      consumer: { ...buyer, address: { ...buyer.address, country: 'GH' } },
    });
    expect(ghana.statusCode, ghana.body).toBe(200);
  });

  it('codes Fastify’s own refusals, unknown routes and missing logins', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/ticket/order/bill',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"products": [',
    });
    expect(coded(badJson).code).toBe('request.invalidJson');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: apiHeaders(),
    });
    expect(coded(unknown).code).toBe('api.notFound');
    const guest = await t.app.inject({ method: 'GET', url: '/api/cart/my', headers: apiHeaders() });
    expect(coded(guest).code).toBe('api.notLoggedIn');
    const badPath = await t.app.inject({
      method: 'GET',
      url: '/api/event/%E0%A4%A',
      headers: apiHeaders(),
    });
    expect(coded(badPath).code).toMatch(/^(request\.badUrl|api\.notFound)$/);
  });
});
