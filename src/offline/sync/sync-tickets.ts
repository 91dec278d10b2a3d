import { SHOP_PATHS } from '@/api/contract/shop';
import {
  orderList,
  ownedTicketList,
  passedOnTicketList,
  type OrderDto,
  type OwnedTicketDto,
  type PassedOnTicketDto,
} from '@/api/contract/tickets';
import { TICKETS_DATASET } from '../db-name';
import { db, type OrderRow, type PassedOnRow, type TicketRow } from '../db';
import { apiCall, nowOf, type ApiResult, type HttpDeps } from '../http';
import { readSession } from '../session';
import { createSingleFlight } from '../single-flight';
import { renderTicketQr } from './ticket-qr';

export type TicketsSyncOutcome = 'updated' | 'signed-out' | 'unauthorized' | 'failed';

const okBody = (result: ApiResult | undefined): unknown =>
  result && result.status !== 'network' && result.status >= 200 && result.status < 300
    ? result.body
    : null;

/** Each QR code is rendered once: a stored ticket with the same credential keeps its image. */
const ticketRows = async (userId: number, tickets: OwnedTicketDto[]): Promise<TicketRow[]> => {
  const stored = await db.tickets.bulkGet(tickets.map((ticket) => ticket.uid));
  return Promise.all(
    tickets.map(async (ticket, index) => {
      const old = stored[index];
      const qrCode =
        old?.credential === ticket.credential && old.qrCode
          ? old.qrCode
          : await renderTicketQr(ticket.credential);
      return { ...ticket, userId, qrCode };
    }),
  );
};

const orderRow = (userId: number, order: OrderDto): OrderRow => ({
  uid: order.uid,
  userId,
  status: order.status,
  downloadLink: order.downloadLink,
  paymentLink: order.paymentLink,
  grandTotal: order.grandTotal.amount,
  order,
});

/** Replaces the stored tickets and orders with the server's; other users' rows go (shared device). */
const store = (
  userId: number,
  tickets: TicketRow[],
  orders: OrderRow[],
  passedOn: PassedOnRow[],
  now: number,
) =>
  db.transaction('rw', [db.tickets, db.orders, db.passedOn, db.syncMeta], async () => {
    const ticketUids = new Set(tickets.map((row) => row.uid));
    const orderUids = new Set(orders.map((row) => row.uid));
    await db.tickets.bulkDelete(
      await db.tickets
        .filter((row) => row.userId !== userId || !ticketUids.has(row.uid))
        .primaryKeys(),
    );
    await db.orders.bulkDelete(
      await db.orders
        .filter((row) => row.userId !== userId || !orderUids.has(row.uid))
        .primaryKeys(),
    );
    await db.passedOn.clear();
    await db.tickets.bulkPut(tickets);
    await db.orders.bulkPut(orders);
    await db.passedOn.bulkPut(passedOn);
    await db.syncMeta.put({
      dataset: TICKETS_DATASET,
      etag: null,
      lastUpdated: now,
      lastAttempt: now,
    });
  });

const runTicketsSync = async (deps: HttpDeps, update: boolean): Promise<TicketsSyncOutcome> => {
  const session = await readSession();
  if (!session) return 'signed-out';
  const call = (path: string) =>
    apiCall({ method: 'GET', path: `/api/${path}`, accessToken: session.accessToken }, deps);
  const results = await Promise.all([
    call(SHOP_PATHS.myTickets),
    call(update ? SHOP_PATHS.myOrdersUpdate : SHOP_PATHS.myOrders),
    call(SHOP_PATHS.passedOn),
  ]);
  if (results.some((result) => result.status === 401)) return 'unauthorized';
  const [ticketsResult, ordersResult, passedOnResult] = results;
  const tickets = ownedTicketList.safeParse(okBody(ticketsResult));
  const orders = orderList.safeParse(okBody(ordersResult));
  const passedOn = passedOnTicketList.safeParse(okBody(passedOnResult));
  if (!tickets.success || !orders.success || !passedOn.success) return 'failed';
  // The session may have changed while we waited; never file tickets under the wrong account.
  if ((await readSession())?.userId !== session.userId) return 'signed-out';
  const rows = await ticketRows(session.userId, tickets.data);
  await store(
    session.userId,
    rows,
    orders.data.map((order) => orderRow(session.userId, order)),
    passedOn.data.map((row: PassedOnTicketDto) => ({ ...row, userId: session.userId })),
    nowOf(deps),
  );
  return 'updated';
};

const ticketsFlight = createSingleFlight<TicketsSyncOutcome>();

/**
 * Mirrors the logged-in user's tickets (with their QR codes) and orders into Dexie so /tickets
 * works offline on the grounds. `update` asks the server to re-check pending payments first.
 */
export const syncTickets = (deps: HttpDeps = {}, update = false): Promise<TicketsSyncOutcome> =>
  ticketsFlight(() => runTicketsSync(deps, update));
