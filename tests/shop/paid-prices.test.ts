import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidPrices } from '../../server/modules/orders/paid-prices';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const prices = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 30 });
const discount = fc.integer({ min: -1_000, max: 40_000_000 });

describe('paid prices', () => {
  it('share a voucher in proportion to the prices, leftover cents to the largest remainders', () => {
    expect(paidPrices([18_900, 6_900], 2_000)).toEqual([17_435, 6_365]);
    expect(paidPrices([100, 100, 100], 100)).toEqual([66, 67, 67]);
    expect(paidPrices([100, 100, 100], 200)).toEqual([33, 33, 34]);
  });

  it('leave the prices as they are without a discount, and charge nothing past the total', () => {
    expect(paidPrices([18_900, 6_900], 0)).toEqual([18_900, 6_900]);
    expect(paidPrices([18_900, 6_900], -50)).toEqual([18_900, 6_900]);
    expect(paidPrices([18_900, 6_900], 50_000)).toEqual([0, 0]);
    expect(paidPrices([0, 0], 500)).toEqual([0, 0]);
    expect(paidPrices([], 500)).toEqual([]);
  });

  it('add up to the total less the discount, in whole cents, never below 0', () => {
    fc.assert(
      fc.property(prices, discount, (units, off) => {
        const paid = paidPrices(units, off);
        expect(paid).toHaveLength(units.length);
        expect(sum(paid)).toBe(sum(units) - Math.min(Math.max(off, 0), sum(units)));
        for (const [i, cents] of paid.entries()) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(units[i]!);
        }
      }),
    );
  });

  it('take from each ticket its proportional share, within one cent', () => {
    fc.assert(
      fc.property(prices, discount, (units, off) => {
        const total = sum(units);
        const applied = Math.min(Math.max(off, 0), total);
        for (const [i, cents] of paidPrices(units, off).entries()) {
          const exactShare = total === 0 ? 0 : (units[i]! * applied) / total;
          expect(Math.abs(units[i]! - cents - exactShare)).toBeLessThan(1);
        }
      }),
    );
  });

  it('give equal prices shares at most one cent apart, the same every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.nat(12), discount, (price, n, off) => {
        const paid = paidPrices(Array<number>(n + 1).fill(price), off);
        expect(Math.max(...paid) - Math.min(...paid)).toBeLessThanOrEqual(1);
        expect(paidPrices(Array<number>(n + 1).fill(price), off)).toEqual(paid);
      }),
    );
  });
});
