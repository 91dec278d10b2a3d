import { describe, expect, it } from 'vitest';
import {
  amountOf,
  itemCount,
  linesTotal,
  mergeLines,
  minusOutcome,
  withAmount,
  type CartLine,
} from './cart-rules';

const day = { uid: 'day', price: 4900 };
const week = { uid: 'week', price: 12900 };

describe('minus at quantity 1 (spec §4 Cart)', () => {
  it('does nothing in the cart drawer', () => {
    expect(minusOutcome(1, 'drawer')).toBe('none');
  });

  it('removes the item in the shop', () => {
    expect(minusOutcome(1, 'shop')).toBe('remove');
  });

  it('counts down above 1 in both readings', () => {
    expect(minusOutcome(2, 'drawer')).toBe('decrement');
    expect(minusOutcome(5, 'shop')).toBe('decrement');
  });
});

describe('cart lines', () => {
  it('sets, adds and removes a product by amount', () => {
    let lines: CartLine[] = [];
    lines = withAmount(lines, day, 1);
    lines = withAmount(lines, week, 2);
    lines = withAmount(lines, day, 3);
    expect(lines).toEqual([
      { product: day, amount: 3 },
      { product: week, amount: 2 },
    ]);
    expect(amountOf(lines, 'day')).toBe(3);
    expect(itemCount(lines)).toBe(5);
    expect(linesTotal(lines)).toBe(3 * 4900 + 2 * 12900);
    lines = withAmount(lines, day, 0);
    expect(lines).toEqual([{ product: week, amount: 2 }]);
    expect(amountOf(lines, 'day')).toBe(0);
  });
});

describe('merging the guest cart into the account cart on login', () => {
  it('adds amounts of the same product and keeps the rest', () => {
    const server: CartLine[] = [{ product: week, amount: 1 }];
    const local: CartLine[] = [
      { product: day, amount: 2 },
      { product: week, amount: 1 },
    ];
    expect(mergeLines(server, local)).toEqual([
      { product: week, amount: 2 },
      { product: day, amount: 2 },
    ]);
    expect(server).toEqual([{ product: week, amount: 1 }]);
  });

  it('keeps the account cart when the guest cart is empty', () => {
    expect(mergeLines([{ product: day, amount: 1 }], [])).toEqual([{ product: day, amount: 1 }]);
  });
});
