import { describe, expect, it } from 'vitest';
import { splitVat } from '../../src/api/contract/checkout';
import { splitLines } from '../../server/modules/invoices/invoice-amounts';

describe('invoice line amounts', () => {
  it('shares the net of the total over the lines, each within a cent of its exact net', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 2_000; round += 1) {
      const gross = Array.from({ length: 1 + random(6) }, () => random(60_000) - 5_000);
      const lines = splitLines(gross);
      const total = gross.reduce((sum, value) => sum + value, 0);
      expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(splitVat(total).net);
      expect(lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(splitVat(total).vat);
      lines.forEach((line, index) => {
        expect(line.grossCents).toBe(gross[index]);
        expect(line.netCents + line.vatCents).toBe(line.grossCents);
        expect(Math.abs(line.netCents - (line.grossCents * 100) / 119)).toBeLessThan(1);
      });
    }
  });

  it('keeps a line whose net is a whole number of cents exact', () => {
    // 119.00 gross is exactly 100.00 net; the other line takes the rounding.
    expect(splitLines([11_900, 49])).toEqual([
      { netCents: 10_000, vatCents: 1_900, grossCents: 11_900 },
      { netCents: 41, vatCents: 8, grossCents: 49 },
    ]);
  });
});
