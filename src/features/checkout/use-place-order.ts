import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { emptyCart } from '@/api/cart-store';
import { describeFailure } from '@/api/client';
import type { BillDto, PlaceOrderResult } from '@/api/contract/checkout';
import { consumer } from '@/api/contract/checkout';
import { placeOrder } from '@/api/orders';
import { checkoutState, finishCheckout, refusedCheckout } from './checkout-store';
import { companyState, toCompanyInput } from './company-store';
import { toConsumerInput } from './consumer-rules';
import { refusedSearch } from './done-search';

/** Places the held bill's order and hands off to payment (spec §4 Checkout). */
export const usePlaceOrder = () => {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);

  const place = async (bill: BillDto, paymentMethod: string | null) => {
    setPlacing(true);
    let result: PlaceOrderResult;
    try {
      result = await placeOrder(
        {
          ...bill.placeOrderRequest,
          consumer: consumer.parse(toConsumerInput(checkoutState.consumer)),
          payment_method: bill.needsPayment ? paymentMethod : null,
          account: checkoutState.account?.token ?? null,
          company: toCompanyInput(companyState),
        },
        checkoutState.idempotencyKey,
      );
    } catch (error) {
      // Spec §4: a non-200 answer goes to the done page with order_state=error; it names the
      // server's reason and the cart stays for another try.
      const failure = describeFailure(error);
      console.error('Placing the order failed', failure.status, failure.server?.code);
      setPlacing(false);
      // Leave the bill page first: without a held bill it would send us back to /checkout.
      await navigate({ to: '/payment/done', search: refusedSearch(failure.server) });
      if (failure.status !== null && failure.status < 500) refusedCheckout();
      return;
    }
    // Leave the bill page first: without a held bill it would send us back to /checkout.
    if (result.needsPayment) {
      await navigate({
        to: '/checkout/payment/pay',
        search: {
          l: result.link,
          order_id: result.orderId,
          email: result.email,
          held_until: result.holdExpiresAt ?? undefined,
        },
      });
    } else if (result.link) {
      await navigate({ href: result.link });
    } else {
      await navigate({
        to: '/payment/done',
        search: { order_state: 'completed', order_id: result.orderId, email: result.email },
      });
    }
    finishCheckout();
    emptyCart();
  };

  return { place, placing };
};
