import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { OrderStatusDto } from '../../../src/api/contract/tickets';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { gateScans, ticketTransfers } from '../../db/schema/gate';
import { jobs } from '../../db/schema/jobs';
import { orders, refunds, tickets } from '../../db/schema/orders';
import { products } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { ORDER_MAIL_JOB, orderMailKeyPrefix } from '../orders/order-mail-job';

export interface OrderFilter {
  q?: string;
  status?: OrderStatusDto;
  /** Placed on or after this day, Europe/Berlin (YYYY-MM-DD). */
  from?: string;
  /** Placed on or before this day, Europe/Berlin. */
  to?: string;
}

// Drizzle leaves columns unqualified in a one-table query, so a correlated subquery names the outer
// column itself.
const ORDER_UID = sql.raw('"orders"."uid"');
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const berlinDay = (day: string) => sql`(${day}::date AT TIME ZONE 'Europe/Berlin')`;
const buyerName = sql<string>`trim((${orders.consumer}->>'firstName') || ' ' || (${orders.consumer}->>'lastName'))`;
const buyerEmail = sql<string>`${orders.consumer}->>'email'`;

/** One search box: buyer name or e-mail (part of), order number (its start), a ticket's codes. */
function matches(q: string): SQL | undefined {
  const text = `%${likeText(q)}%`;
  const code = q.replace(/[\s-]/g, '').toUpperCase();
  const uidStart = q.toLowerCase();
  return or(
    ilike(buyerName, text),
    ilike(buyerEmail, text),
    /^[0-9a-f-]+$/.test(uidStart) ? like(orders.uid, `${uidStart}%`) : undefined,
    code.length === 12
      ? exists(
          sql`(SELECT 1 FROM tickets t WHERE t.order_uid = ${ORDER_UID}
               AND (t.code = ${code} OR t.entry_code = ${code}))`,
        )
      : undefined,
  );
}

const whereOf = (filter: OrderFilter) =>
  and(
    filter.q ? matches(filter.q) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, sql`${berlinDay(filter.from)}`) : undefined,
    filter.to ? lt(orders.createdAt, sql`${berlinDay(filter.to)} + interval '1 day'`) : undefined,
  );

const ticketCount = sql<number>`(SELECT count(*)::int FROM tickets t WHERE t.order_uid = ${ORDER_UID})`;

export async function findOrderPage(
  db: Executor,
  filter: OrderFilter,
  window: { offset: number; limit: number },
) {
  return db
    .select({
      uid: orders.uid,
      status: orders.status,
      createdAt: orders.createdAt,
      buyerName,
      buyerEmail,
      grandTotalCents: orders.grandTotalCents,
      refundedCents: orders.refundedCents,
      currency: orders.currency,
      ticketCount,
    })
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.uid))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Every matching order for the export, oldest first as a ledger reads. */
export async function findOrdersForExport(db: Executor, filter: OrderFilter) {
  return db
    .select({
      order: orders,
      ticketCount,
    })
    .from(orders)
    .where(whereOf(filter))
    .orderBy(asc(orders.createdAt), asc(orders.uid));
}

export async function findTicketsForExport(db: Executor, filter: OrderFilter) {
  return db
    .select({
      ticket: tickets,
      productName: products.name,
      orderStatus: orders.status,
      placedAt: orders.createdAt,
      currency: orders.currency,
      checkedInAt: sql<Date | null>`(SELECT min(s.scanned_at) FROM gate_scans s
        WHERE s.ticket_uid = ${sql.raw('"tickets"."uid"')} AND s.outcome = 'checkin')`,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.uid, tickets.orderUid))
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(whereOf(filter))
    .orderBy(asc(orders.createdAt), asc(orders.uid), asc(tickets.createdAt), asc(tickets.uid));
}

export async function findOrderTickets(db: Executor, orderUid: string) {
  return db
    .select({ ticket: tickets, productName: products.name })
    .from(tickets)
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(eq(tickets.orderUid, orderUid))
    .orderBy(asc(tickets.createdAt), asc(tickets.uid));
}

export async function findScans(db: Executor, ticketUids: string[]) {
  if (ticketUids.length === 0) return [];
  return db
    .select()
    .from(gateScans)
    .where(
      and(
        inArray(gateScans.ticketUid, ticketUids),
        inArray(gateScans.outcome, ['checkin', 'reentry']),
      ),
    );
}

export async function findTransfers(db: Executor, ticketUids: string[]) {
  if (ticketUids.length === 0) return [];
  return db.select().from(ticketTransfers).where(inArray(ticketTransfers.ticketUid, ticketUids));
}

export async function findRefunds(db: Executor, orderUid: string) {
  return db
    .select({ refund: refunds, byName: users.name })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(eq(refunds.orderUid, orderUid));
}

/** The order's mail jobs still in the queue's table (done jobs are pruned after a week). */
export async function findMailJobs(db: Executor, orderUid: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, ORDER_MAIL_JOB), like(jobs.key, `${orderMailKeyPrefix(orderUid)}%`)));
}

/** Staff actions on the order: the audit rows whose summary starts with its uid. */
export async function findStaffActions(db: Executor, orderUid: string) {
  return db
    .select({ entry: auditLog, byName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(eq(auditLog.targetKind, 'order'), like(auditLog.summary, `${likeText(orderUid)}:%`)),
    );
}
