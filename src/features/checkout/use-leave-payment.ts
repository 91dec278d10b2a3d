import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { cancelOrder, findOrder } from '@/api/orders';
import { notifyError, notifySuccess } from '@/lib/notify';
import { forgetPlacedBill, reopenPlacedBill } from './checkout-store';
import type { PaySearch } from './done-search';

export type LeaveChoice = 'bill' | 'cancel';

/**
 * Step 3's ways out when the payment window was closed: back to the bill (the order is given up,
 * its bill held again for another try) or cancelling the order; either way the server ends the
 * order's hold at once. An order that was paid or ran out meanwhile goes to the done page.
 */
export const useLeavePayment = (search: PaySearch) => {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<LeaveChoice | null>(null);
  const orderId = search.order_id;
  const email = search.email ?? '';

  const toDonePage = async (id: string) => {
    const order = await findOrder(id, email).catch(() => null);
    await navigate({
      to: '/payment/done',
      search: { order_state: order?.status ?? 'error', order_id: id, email: search.email },
    });
  };

  const leave = async (choice: LeaveChoice) => {
    setLeaving(choice);
    if (orderId) {
      try {
        await cancelOrder(orderId, email);
      } catch (error) {
        setLeaving(null);
        if (describeFailure(error).status === 409) await toDonePage(orderId);
        else notifyError(t('pay.cancelFailed'));
        return;
      }
    }
    if (choice === 'bill' && reopenPlacedBill()) {
      await navigate({ to: '/checkout/payment' });
      return;
    }
    forgetPlacedBill();
    notifySuccess(t('pay.cancelled'));
    await navigate({ to: '/shop' });
  };

  /** The hold ran out (the server ended the order): a new order from the same bill. */
  const orderAgain = async () => {
    await navigate({ to: reopenPlacedBill() ? '/checkout/payment' : '/shop' });
  };

  return { leave: (choice: LeaveChoice) => void leave(choice), leaving, orderAgain };
};
