import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import type { InvoiceRow } from './issue';

/** The invoices of these orders, oldest first. */
export const findInvoicesOfOrders = (db: Executor, orderUids: readonly string[]) =>
  orderUids.length === 0
    ? Promise.resolve([] as InvoiceRow[])
    : db
        .select()
        .from(invoices)
        .where(inArray(invoices.orderUid, [...orderUids]))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number));

export async function findInvoice(db: Executor, uid: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.uid, uid));
  return row;
}
