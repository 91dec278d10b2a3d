/**
 * What each ticket of an order cost after its vouchers: the discount (at most the tickets' sum)
 * is shared in proportion to the prices, in whole cents. Cents left over by rounding down go to
 * the largest remainders, ties to the earlier ticket, so the shares add up to the discount.
 */
export function paidPrices(unitPricesCents: number[], discountCents: number): number[] {
  const total = unitPricesCents.reduce((sum, price) => sum + price, 0);
  const discount = Math.min(Math.max(discountCents, 0), total);
  if (discount === 0) return [...unitPricesCents];
  // Integer arithmetic: price × discount stays far below 2^53 for any real order.
  const shares = unitPricesCents.map((price, index) => ({
    index,
    cents: Math.floor((price * discount) / total),
    remainder: (price * discount) % total,
  }));
  let left = discount - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return unitPricesCents.map((price, index) => price - shares[index]!.cents);
}
