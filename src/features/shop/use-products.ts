import { useCallback, useEffect, useState } from 'react';
import type { ProductDto } from '@/api/contract/shop';
import { getProducts } from '@/api/shop';

export type ProductsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: ProductDto[] };

/** The shop's ticket products, fetched on open (network-first: prices and stock change). */
export const useProducts = () => {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getProducts().then(
      (products) => live && setState({ status: 'ready', products }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
};
