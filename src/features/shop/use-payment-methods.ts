import { useEffect, useState } from 'react';
import type { PaymentMethodDto } from '@/api/contract/shop';
import { getPaymentMethods } from '@/api/shop';

/** The payment methods on offer; null while loading (or when they could not be loaded). */
export const usePaymentMethods = (enabled: boolean): PaymentMethodDto[] | null => {
  const [methods, setMethods] = useState<PaymentMethodDto[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getPaymentMethods().then(
      (list) => live && setMethods(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return methods;
};
