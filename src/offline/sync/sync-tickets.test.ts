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

const ticket = (uid: string, code: string): OwnedTicketDto => ({
  uid,
  ownerName: 'Ada Lovelace',
  year: 2025,
  price: 4900,
  currency: 'EUR',
  code,
  productName: 'Day ticket',
  orderUid: 'order-1',
  redeemedAt: null,
});

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
};

beforeEach(async () => {
  await resetDb();
  rendered.payloads = [];
  await mirrorSession({ userId: 7, accessToken: 't' });
});

describe('syncTickets', () => {
  it('stores tickets with a QR code of their code, rendered once, and the orders', async () => {
    let tickets = [ticket('t1', 'ABCDEFGHJKLM')];
    const api = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 200, body: tickets }),
      'GET /api/order/my': () => ({ status: 200, body: [order] }),
    });
    expect(await syncTickets({ fetch: api.fetch })).toBe('updated');
    expect(await db.tickets.get('t1')).toMatchObject({
      userId: 7,
      code: 'ABCDEFGHJKLM',
      qrCode: 'data:image/svg+xml,qr-ABCDEFGHJKLM',
    });
    expect(await db.orders.get('order-1')).toMatchObject({ userId: 7, status: 'completed' });

    tickets = [ticket('t1', 'ABCDEFGHJKLM'), ticket('t2', 'NPQRSTUVWXYZ')];
    expect(await syncTickets({ fetch: api.fetch })).toBe('updated');
    expect(rendered.payloads).toEqual(['ABCDEFGHJKLM', 'NPQRSTUVWXYZ']);
    expect(await db.tickets.count()).toBe(2);
    expect((await db.syncMeta.get('tickets'))?.lastUpdated).toEqual(expect.any(Number));
  });

  it('drops tickets the server no longer lists and keeps the copy when offline', async () => {
    await db.tickets.put({
      uid: 'gone',
      userId: 7,
      ownerName: 'x',
      year: 2024,
      price: 0,
      currency: 'EUR',
      code: 'AAAAAAAAAAAA',
      productName: null,
      orderUid: 'o',
      qrCode: 'q',
    });
    const offline = createFakeApi({
      'GET /api/ticket/my/all': () => 'network',
      'GET /api/order/my': () => 'network',
    });
    expect(await syncTickets({ fetch: offline.fetch })).toBe('failed');
    expect(await db.tickets.count()).toBe(1);
    const online = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 200, body: [] }),
      'GET /api/order/my': () => ({ status: 200, body: [] }),
    });
    expect(await syncTickets({ fetch: online.fetch })).toBe('updated');
    expect(await db.tickets.count()).toBe(0);
  });

  it('does nothing without a session and reports a 401', async () => {
    const api = createFakeApi({
      'GET /api/ticket/my/all': () => ({ status: 401, body: { message: 'x' } }),
      'GET /api/order/my': () => ({ status: 401, body: { message: 'x' } }),
    });
    expect(await syncTickets({ fetch: api.fetch })).toBe('unauthorized');
    await mirrorSession(null);
    expect(await syncTickets({ fetch: api.fetch })).toBe('signed-out');
  });
});
