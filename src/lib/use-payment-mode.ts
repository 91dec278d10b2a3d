import { useEffect, useState } from 'react';
import type { PaymentModeDto } from '@/api/contract/payments';
import { getPaymentMode } from '@/api/shop';

let known: PaymentModeDto | null = null;

/** Whether the shop runs in TEST MODE and can take payments; null until the server said so. */
export const usePaymentMode = (): PaymentModeDto | null => {
  const [mode, setMode] = useState<PaymentModeDto | null>(known);
  useEffect(() => {
    let live = true;
    getPaymentMode().then(
      (answer) => {
        known = answer;
        if (live) setMode(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return mode;
};
