import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_QUANTITY } from '../../../src/api/contract/shop';
import type { Executor } from '../../db/client';
import { cartEntries, carts, paymentMethods, products } from '../../db/schema/shop';

export type ProductRow = typeof products.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function listProducts(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(desc(products.year), asc(products.sort));
}

export async function findProductsByUid(db: Executor, uids: string[]): Promise<ProductRow[]> {
  if (uids.length === 0) return [];
  return db.select().from(products).where(inArray(products.uid, uids));
}

export async function listPaymentMethods(db: Executor): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.name));
}

export interface CartRow {
  amount: number;
  product: ProductRow;
}

export async function findCart(db: Executor, userId: number): Promise<CartRow[]> {
  const rows = await db
    .select({ amount: cartEntries.amount, product: products })
    .from(cartEntries)
    .innerJoin(products, eq(products.uid, cartEntries.productUid))
    .where(eq(cartEntries.userId, userId))
    .orderBy(asc(cartEntries.createdAt), asc(products.sort));
  return rows;
}

export async function findCartAmount(
  db: Executor,
  userId: number,
  productUid: string,
): Promise<number> {
  const [row] = await db
    .select({ amount: cartEntries.amount })
    .from(cartEntries)
    .where(and(eq(cartEntries.userId, userId), eq(cartEntries.productUid, productUid)));
  return row?.amount ?? 0;
}

async function ensureCart(db: Executor, userId: number): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
}

/** Adds `delta` (> 0) to a line in one statement, capped at `cap` (at most MAX_QUANTITY). */
export async function addToCart(
  db: Executor,
  userId: number,
  productUid: string,
  delta: number,
  cap: number = MAX_QUANTITY,
): Promise<void> {
  const limit = Math.min(cap, MAX_QUANTITY);
  await ensureCart(db, userId);
  await db
    .insert(cartEntries)
    .values({ userId, productUid, amount: Math.min(delta, limit) })
    .onConflictDoUpdate({
      target: [cartEntries.userId, cartEntries.productUid],
      set: { amount: sql`least(${cartEntries.amount} + ${delta}, ${limit})` },
    });
}

/**
 * Adds one to a line in one statement, only while the line stays at most `cap`: concurrent adds
 * cannot all pass a check made before any of them wrote. False when the line is full.
 */
export async function addOneToCart(
  db: Executor,
  userId: number,
  productUid: string,
  cap: number,
): Promise<boolean> {
  await ensureCart(db, userId);
  const rows = await db
    .insert(cartEntries)
    .values({ userId, productUid, amount: 1 })
    .onConflictDoUpdate({
      target: [cartEntries.userId, cartEntries.productUid],
      set: { amount: sql`${cartEntries.amount} + 1` },
      setWhere: sql`${cartEntries.amount} < ${cap}`,
    })
    .returning({ amount: cartEntries.amount });
  return rows.length > 0;
}

/**
 * Takes one off a line; a line at 1 is removed. Update first: a concurrent decrement that finds
 * the line already at 1 then removes it, so every call takes exactly one off (deleting first
 * lost one when two calls both saw 2).
 */
export async function decrementCart(db: Executor, userId: number, productUid: string) {
  const where = and(eq(cartEntries.userId, userId), eq(cartEntries.productUid, productUid));
  const lowered = await db
    .update(cartEntries)
    .set({ amount: sql`${cartEntries.amount} - 1` })
    .where(and(where, sql`${cartEntries.amount} > 1`))
    .returning({ amount: cartEntries.amount });
  if (lowered.length === 0)
    await db.delete(cartEntries).where(and(where, eq(cartEntries.amount, 1)));
}

export async function removeFromCart(db: Executor, userId: number, productUid: string) {
  await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.userId, userId), eq(cartEntries.productUid, productUid)));
}

export async function clearCart(db: Executor, userId: number): Promise<void> {
  await db.delete(cartEntries).where(eq(cartEntries.userId, userId));
}
