import type { FastifyInstance } from 'fastify';
import type { ConsumerInput } from '../../src/api/contract/checkout';
import type { Database } from '../../server/db/client';
import { orders } from '../../server/db/schema/orders';
import { paymentMethods, products, vouchers } from '../../server/db/schema/shop';
import { eq } from 'drizzle-orm';
import { type PaymentEvent } from '../../server/payments/provider';
import { sandboxEventText, SANDBOX_SIGNATURE_HEADER } from '../../server/payments/sandbox';
import { createSigner, loadSecret } from '../../server/payments/secret';
import { apiHeaders } from '../helpers/app';

export const YEAR = 2025;

/** Products, payment methods and vouchers the shop tests buy with. */
export async function seedShop(db: Database) {
  await db.insert(products).values([
    {
      uid: 'pass',
      name: 'Festival Pass',
      priceCents: 18_900,
      year: YEAR,
      sort: 1,
      availability: 1000,
    },
    { uid: 'day', name: 'Day Ticket', priceCents: 7_900, year: YEAR, sort: 2, availability: null },
    { uid: 'limited', name: 'Boat Trip', priceCents: 3_900, year: YEAR, sort: 3, availability: 2 },
    {
      uid: 'vip',
      name: 'VIP Pass',
      priceCents: 44_900,
      year: YEAR,
      sort: 4,
      soldOut: true,
      availability: 0,
    },
    {
      uid: 'html',
      name: 'Info',
      priceCents: 100,
      year: YEAR,
      sort: 5,
      additionalInformation:
        '<p>Hi</p><img src="https://tracker.example/x.png" onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">Info</a><iframe src="https://example.org"></iframe><ul><li><strong>Bar</strong></li></ul>',
    },
  ]);
  await db.insert(paymentMethods).values([
    { uid: 'card', name: 'Sandbox Card', costsCents: 49, sort: 1 },
    { uid: 'bank', name: 'Sandbox Bank Transfer', costsCents: 0, sort: 2 },
  ]);
  await db.insert(vouchers).values([
    { code: 'EARLYBIRD10', percentOff: 10, year: YEAR },
    { code: 'FRIENDS5', amountOffCents: 500 },
    { code: 'FREE100', percentOff: 100 },
    { code: 'ONCE', percentOff: 20, maxUses: 1 },
    { code: 'OLD2024', percentOff: 50, year: 2024 },
  ]);
}

export const buyer: ConsumerInput = {
  firstName: 'Mia',
  lastName: 'Meier',
  email: 'mia@example.org',
  gender: 2,
  date_of_birth: '1994-05-17',
  address: { street: 'Stralauer Allee 7', city: 'Berlin', postalCode: '10245', country: 'DE' },
  ip: null,
};

export interface PlaceOptions {
  token?: string;
  key?: string;
  language?: string;
}

export function shopClient(app: FastifyInstance) {
  const headers = (options: PlaceOptions = {}) => ({
    ...apiHeaders(options.token),
    ...(options.key ? { 'idempotency-key': options.key } : {}),
    ...(options.language ? { 'accept-language': options.language } : {}),
  });
  return {
    get: (url: string, token?: string) =>
      app.inject({ method: 'GET', url, headers: apiHeaders(token) }),
    post: (url: string, payload: unknown, options: PlaceOptions = {}) =>
      app.inject({ method: 'POST', url, headers: headers(options), payload: payload as object }),
    bill: (payload: unknown, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/ticket/order/bill',
        headers: apiHeaders(token),
        payload: payload as object,
      }),
    place: (payload: unknown, options: PlaceOptions = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/ticket/order/place',
        headers: headers(options),
        payload: payload as object,
      }),
  };
}

/**
 * The callback the sandbox provider sends, signed with the server's secret: `change` alters the
 * signed event, `tamper` alters only what is sent.
 */
export async function signedCallback(
  db: Database,
  app: FastifyInstance,
  orderUid: string,
  outcome: PaymentEvent['outcome'],
  change: Partial<PaymentEvent> = {},
  tamper: Partial<PaymentEvent> = {},
) {
  const [order] = await db.select().from(orders).where(eq(orders.uid, orderUid));
  if (!order?.paymentReference) throw new Error(`Order ${orderUid} has no payment`);
  const event: PaymentEvent = {
    orderUid,
    reference: order.paymentReference,
    outcome,
    amount: order.grandTotalCents,
    currency: order.currency,
    ...change,
  };
  const signer = createSigner(await loadSecret(db, 'payment-sandbox-secret'));
  const signature = signer.sign(sandboxEventText(event));
  return () =>
    app.inject({
      method: 'POST',
      url: '/api/payment/callback/sandbox',
      headers: { [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: { ...event, ...tamper },
    });
}
