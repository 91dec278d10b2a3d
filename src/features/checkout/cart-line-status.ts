import type { ProductDto } from '@/api/contract/shop';

/** How a cart line stands against the shop's current products (issue #43). */
export type CartLineStatus =
  | { kind: 'unchanged'; price: number }
  | { kind: 'soldOut' }
  | { kind: 'priceChanged'; price: number; before: number };

/**
 * The cart keeps the product as it was when added; before the bill the buyer sees whether it sold
 * out or its price changed since. Unknown (`current` null) while the products load or fail.
 */
export const cartLineStatus = (
  product: Pick<ProductDto, 'uid' | 'price'>,
  current: readonly ProductDto[] | null,
): CartLineStatus => {
  if (!current) return { kind: 'unchanged', price: product.price };
  const now = current.find((candidate) => candidate.uid === product.uid);
  if (!now || now.soldOut) return { kind: 'soldOut' };
  if (now.price !== product.price) {
    return { kind: 'priceChanged', price: now.price, before: product.price };
  }
  return { kind: 'unchanged', price: now.price };
};
