import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, tickets } from '../../db/schema/orders';
import { products, vouchers } from '../../db/schema/shop';
import { users } from '../../db/schema/users';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type VoucherRow = typeof vouchers.$inferSelect;

export async function findVouchers(db: Executor, codes: string[]): Promise<VoucherRow[]> {
  if (codes.length === 0) return [];
  const lower = codes.map((code) => code.toLowerCase());
  return db
    .select()
    .from(vouchers)
    .where(inArray(sql`lower(${vouchers.code})`, lower));
}

/** Takes `quantity` off a limited product's stock; false when not enough is left. */
export async function reserveStock(db: Executor, productUid: string, quantity: number) {
  const rows = await db
    .update(products)
    .set({ availability: sql`${products.availability} - ${quantity}` })
    .where(
      and(
        eq(products.uid, productUid),
        eq(products.soldOut, false),
        or(isNull(products.availability), gte(products.availability, quantity)),
      ),
    )
    .returning({ uid: products.uid });
  return rows.length > 0;
}

export async function releaseStock(db: Executor, productUid: string, quantity: number) {
  await db
    .update(products)
    .set({ availability: sql`${products.availability} + ${quantity}` })
    .where(and(eq(products.uid, productUid), sql`${products.availability} IS NOT NULL`));
}

/** Counts one use of a voucher; false when it is used up. */
export async function useVoucher(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, id),
        or(isNull(vouchers.maxUses), sql`${vouchers.usedCount} < ${vouchers.maxUses}`),
      ),
    )
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

export async function releaseVouchers(db: Executor, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .update(vouchers)
    .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
    .where(
      inArray(
        sql`lower(${vouchers.code})`,
        codes.map((code) => code.toLowerCase()),
      ),
    );
}

export async function insertOrder(
  db: Executor,
  order: NewOrder,
  items: Omit<typeof orderItems.$inferInsert, 'orderUid'>[],
): Promise<void> {
  await db.insert(orders).values(order);
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderUid: order.uid })));
}

export async function findOrder(db: Executor, uid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uid, uid));
  return row;
}

export async function findOrderByIdempotencyKey(db: Executor, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

export async function findOrdersOfUser(db: Executor, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.uid));
}

export async function findItems(db: Executor, orderUids: string[]): Promise<OrderItemRow[]> {
  if (orderUids.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderUid, orderUids))
    .orderBy(asc(orderItems.id));
}

export interface TicketWithProduct extends TicketRow {
  productName: string | null;
}

const ticketColumns = {
  uid: tickets.uid,
  orderUid: tickets.orderUid,
  productUid: tickets.productUid,
  ownerUserId: tickets.ownerUserId,
  ownerName: tickets.ownerName,
  year: tickets.year,
  priceCents: tickets.priceCents,
  code: tickets.code,
  redeemedAt: tickets.redeemedAt,
  redeemedBy: tickets.redeemedBy,
  credentialVersion: tickets.credentialVersion,
  entryCode: tickets.entryCode,
  revokedAt: tickets.revokedAt,
  changedAt: tickets.changedAt,
  createdAt: tickets.createdAt,
  productName: products.name,
};

export async function findTicketsOfOrders(
  db: Executor,
  orderUids: string[],
): Promise<TicketWithProduct[]> {
  if (orderUids.length === 0) return [];
  return db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(products, eq(products.uid, tickets.productUid))
    .where(inArray(tickets.orderUid, orderUids))
    .orderBy(asc(tickets.createdAt), asc(tickets.uid));
}

/** The user's confirmed e-mail and display name, or undefined. */
export async function findAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      confirmed: users.confirmed,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
