import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney } from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money', () => {
  it('shows cents in German number format with the euro sign', () => {
    expect(plain(formatCents(1250))).toBe('12,50 €');
    expect(plain(formatCents(123456))).toBe('1.234,56 €');
    expect(plain(formatCents(0))).toBe('0,00 €');
  });

  it('keeps the German format for another currency', () => {
    expect(plain(formatMoney(999, 'USD'))).toBe('9,99 $');
  });
});
