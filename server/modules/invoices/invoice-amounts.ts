import { splitVat, VAT_PERCENT } from '../../../src/api/contract/checkout';

export interface LineAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Net and VAT of each gross line such that the lines add up exactly to the total: the VAT is
 * taken once from the sum of the lines (as the bill and the charged amount do, half up), and the
 * total net is shared out like seats (largest remainder): each line's net is its exact share
 * rounded down or up, and net + VAT = gross on every line. Works for negative lines too.
 */
export function splitLines(grossCents: readonly number[]): LineAmounts[] {
  const divisor = 100 + VAT_PERCENT;
  const total = grossCents.reduce((sum, gross) => sum + gross, 0);
  const totalNet = splitVat(total).net;
  const shares = grossCents.map((gross, index) => {
    const floor = Math.floor((gross * 100) / divisor);
    return { index, floor, remainder: gross * 100 - floor * divisor };
  });
  let left = totalNet - shares.reduce((sum, share) => sum + share.floor, 0);
  const net = shares.map((share) => share.floor);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0 || share.remainder === 0) break;
    net[share.index]! += 1;
    left -= 1;
  }
  return grossCents.map((gross, index) => ({
    netCents: net[index]!,
    vatCents: gross - net[index]!,
    grossCents: gross,
  }));
}

/** Sums of the lines (which equal the split of their gross sum). */
export const totalOf = (lines: readonly LineAmounts[]): LineAmounts => ({
  netCents: lines.reduce((sum, line) => sum + line.netCents, 0),
  vatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
  grossCents: lines.reduce((sum, line) => sum + line.grossCents, 0),
});
