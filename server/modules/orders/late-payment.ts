import type { Database, Executor } from '../../db/client';
import type { PaymentProvider } from '../../payments/provider';
import { HttpError } from '../../plugins/http-error';
import * as queries from './queries';
import { refundOrder } from './refunds';

/**
 * Takes again what an expired order held (stock and voucher uses), all or nothing: true when
 * every line and voucher could still be had, else false with nothing taken.
 */
export async function reserveAgain(tx: Executor, order: queries.OrderRow): Promise<boolean> {
  const taken: (() => Promise<void>)[] = [];
  const giveBack = async () => {
    for (const release of taken.reverse()) await release();
    return false;
  };
  for (const item of await queries.findItems(tx, [order.uid])) {
    // A product deleted since cannot be sold again.
    if (!item.productUid) return giveBack();
    const productUid = item.productUid;
    if (!(await queries.reserveStock(tx, productUid, item.quantity))) return giveBack();
    taken.push(() => queries.releaseStock(tx, productUid, item.quantity));
  }
  const found = await queries.findVouchers(tx, order.voucherCodes);
  for (const code of order.voucherCodes) {
    const voucher = found.find((v) => v.code.toLowerCase() === code.toLowerCase());
    if (!voucher || !(await queries.useVoucher(tx, voucher.id))) return giveBack();
    taken.push(() => queries.releaseVouchers(tx, [code]));
  }
  return true;
}

/**
 * Gives back a payment that came after its order's hold and found the stock gone. A concurrent
 * delivery of the same webhook that refunded first leaves nothing to do (409 here).
 */
export async function refundLatePayment(
  db: Database,
  provider: PaymentProvider,
  orderUid: string,
): Promise<queries.OrderRow> {
  try {
    return (await refundOrder(db, provider, { orderUid, reason: 'latePayment', byUserId: null }))
      .order;
  } catch (error) {
    const current = await queries.findOrder(db, orderUid);
    if (error instanceof HttpError && error.statusCode === 409 && current) return current;
    throw error;
  }
}
