import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { placeOrderResult } from '../../src/api/contract/checkout';
import type { Database } from '../../server/db/client';
import { tickets } from '../../server/db/schema/orders';
import { apiHeaders } from '../helpers/app';
import { buyer, shopClient, signedCallback } from './shop-fixture';

export interface Bought {
  uid: string;
  ticketUids: string[];
  codes: string[];
  entryCodes: string[];
}

/** A guest buys `quantity` day tickets and pays through the sandbox. */
export async function buyTickets(
  app: FastifyInstance,
  db: Database,
  consumer: Partial<typeof buyer>,
  quantity = 1,
  pay = true,
): Promise<Bought> {
  const res = await shopClient(app).place({
    products: [{ product: 'day', quantity }],
    vouchers: [],
    consumer: { ...buyer, ...consumer },
    payment_method: 'bank',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const { orderId } = placeOrderResult.parse(res.json());
  if (pay) await (await signedCallback(db, app, orderId, 'paid'))();
  const rows = await db.select().from(tickets).where(eq(tickets.orderUid, orderId));
  return {
    uid: orderId,
    ticketUids: rows.map((row) => row.uid),
    codes: rows.map((row) => row.code),
    entryCodes: rows.map(
      (row) =>
        app.ticketKeys.credentials.issue({
          ticketUid: row.uid,
          year: row.year,
          version: row.credentialVersion,
        }).entryCode,
    ),
  };
}

/** Calls the desk's API as `token`. */
export function deskClient(app: FastifyInstance) {
  return {
    get: (url: string, token?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/management/orders${url}`,
        headers: apiHeaders(token),
      }),
    post: (url: string, token: string | undefined, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/management/orders${url}`,
        headers: apiHeaders(token),
        payload,
      }),
  };
}
