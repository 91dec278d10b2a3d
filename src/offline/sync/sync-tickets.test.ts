import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto, OwnedTicketDto } from '@/api/contract/tickets';
import { db } from '../db';
import { mirrorSession } from '../session';
import { createFakeApi } from '../testing/fake-api';
import { resetDb } from '../testing/reset-db';

const rendered = vi.hoisted(() => ({ payloads: [] as string[] }));
vi.mock('./ticket-qr', () => ({
  renderTicketQr: (payload: string) => {
    rendered.payloads.push(payload);
    return Promise.resolve(`data:image/svg+xml,qr-${payload}`);
  },
}));

const { syncTickets } = await import('./sync-tickets');

const ticket = (uid: string, credential: string): OwnedTicketDto => ({
  uid,
  ownerName: 'Ada Lovelace',
  year: 2025,
  price: 4900,
  currency: 'EUR',
  productName: 'Day ticket',
  orderUid: 'order-1',
  credential,
  entryCode: 'ABCDEFGHJKLM',
  downloadLink: `/api/ticket/${uid}/ticket.pdf?v=1&t=x`,
  transfer: null,
  wallet: { apple: null, google: null },
});
const passedOn = {
  uid: 't0',
  productName: 'Day ticket',
  year: 2025,
  holder: 'Ben',
  passedAt: '2025-06-02T10:00:00.000Z',
};

const money = (amount: number) => ({ amount, currency: 'EUR' });
const order: OrderDto = {
  uid: 'order-1',
  status: 'completed',
  downloadLink: '/api/order/order-1/pdf?t=x',
  paymentLink: null,
  tickets: [],
  items: [],
  totalPrice: money(4900),
  discount: money(0),
  serviceFee: money(100),
  paymentCosts: money(0),
  grandTotal: money(5000),
  consumer: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
  createdAt: '2025-06-01T10:00:00.000Z',
  completedAt: '2025-06-01T10:01:00.000Z',
  invoices: [],
};

beforeEach(async () => {
  await resetDb();
  rendered.payloads = [];
  await mirrorSession({ userId: 7, accessToken: 't' });
});

describe('syncTickets', () => {
  it('stores tickets with a QR code of their credential, rendered once per credential, the orders and who got passed-on tickets', async () => {
    let tickets = [ticket('t1', 'CREDONE')];
    const api = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 200, body: tickets }),
      'GET /api/order/my': () => ({ status: 200, body: [order] }),
      'GET /api/ticket/passed-on': () => ({ status: 200, body: [passedOn] }),
    });
    expect(await syncTickets({ fetch: api.fetch })).toBe('updated');
    expect(await db.tickets.get('t1')).toMatchObject({
      userId: 7,
      credential: 'CREDONE',
      qrCode: 'data:image/svg+xml,qr-CREDONE',
    });
    expect(await db.orders.get('order-1')).toMatchObject({ userId: 7, status: 'completed' });
    expect(await db.passedOn.get('t0')).toMatchObject({ userId: 7, holder: 'Ben' });

    // A re-issued credential (a claim, a hand-over back) gets a new QR code.
    tickets = [ticket('t1', 'CREDONE'), ticket('t2', 'CREDTWO'), ticket('t1', 'CREDONE')].slice(
      0,
      2,
    );
    expect(await syncTickets({ fetch: api.fetch })).toBe('updated');
    tickets = [ticket('t1', 'CREDNEW'), ticket('t2', 'CREDTWO')];
    expect(await syncTickets({ fetch: api.fetch })).toBe('updated');
    expect(rendered.payloads).toEqual(['CREDONE', 'CREDTWO', 'CREDNEW']);
    expect(await db.tickets.count()).toBe(2);
    expect((await db.syncMeta.get('tickets'))?.lastUpdated).toEqual(expect.any(Number));
  });

  it('drops tickets the server no longer lists and keeps the copy when offline', async () => {
    await db.tickets.put({ ...ticket('gone', 'OLD'), userId: 7, qrCode: 'q' });
    const offline = createFakeApi({
      'GET /api/ticket/my/all': () => 'network',
      'GET /api/order/my': () => 'network',
      'GET /api/ticket/passed-on': () => 'network',
    });
    expect(await syncTickets({ fetch: offline.fetch })).toBe('failed');
    expect(await db.tickets.count()).toBe(1);
    const online = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 200, body: [] }),
      'GET /api/order/my': () => ({ status: 200, body: [] }),
      'GET /api/ticket/passed-on': () => ({ status: 200, body: [] }),
    });
    expect(await syncTickets({ fetch: online.fetch })).toBe('updated');
    expect(await db.tickets.count()).toBe(0);
  });

  it('does nothing without a session and reports a 401', async () => {
    const api = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 401, body: { message: 'x' } }),
      'GET /api/order/my': () => ({ status: 401, body: { message: 'x' } }),
      'GET /api/ticket/passed-on': () => ({ status: 401, body: { message: 'x' } }),
    });
    expect(await syncTickets({ fetch: api.fetch })).toBe('unauthorized');
    await mirrorSession(null);
    expect(await syncTickets({ fetch: api.fetch })).toBe('signed-out');
  });
});
