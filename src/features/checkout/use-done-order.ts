import { useEffect, useState } from 'react';
import type { OrderDto } from '@/api/contract/tickets';
import { findOrder } from '@/api/orders';

export type DoneOrder =
  { status: 'loading' } | { status: 'none' } | { status: 'found'; order: OrderDto };

/** The order of the done page (POST order/get; 200 = found, spec §7), or none. */
export const useDoneOrder = (orderId: string | undefined, email: string | undefined): DoneOrder => {
  const [state, setState] = useState<DoneOrder>(
    orderId ? { status: 'loading' } : { status: 'none' },
  );
  useEffect(() => {
    if (!orderId) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    findOrder(orderId, email ?? '').then(
      (order) => live && setState({ status: 'found', order }),
      () => live && setState({ status: 'none' }),
    );
    return () => {
      live = false;
    };
  }, [orderId, email]);
  return state;
};
