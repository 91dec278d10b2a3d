import type { Database } from '../../db/client';
import { SHOP_MESSAGES } from '../../../src/api/contract/shop';
import type { OrderDto } from '../../../src/api/contract/tickets';
import { HttpError } from '../../plugins/http-error';
import { endHoldNow } from './completion';
import type { OrderService } from './service';

/**
 * The buyer cancels a pending order (the payment window was closed): its tickets and voucher uses
 * go back on sale at once instead of at the end of the hold. Only who may see the order may
 * cancel it (its owner, or whoever knows the buyer's e-mail); 409 once it is no longer pending.
 */
export const cancelPendingOrder = async (
  orders: OrderService,
  db: Database,
  request: { orderUid: string; userId: number | null; email: string },
): Promise<OrderDto> => {
  const { orderUid, userId, email } = request;
  const order = await orders.find(orderUid, userId, email);
  if (order.status !== 'pending' || !(await endHoldNow(db, orderUid))) {
    throw new HttpError(409, SHOP_MESSAGES.orderNotCancellable);
  }
  return orders.find(orderUid, userId, email);
};
