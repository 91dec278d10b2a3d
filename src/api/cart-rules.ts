/** Cart rules shared by the shop, the cart drawer and checkout (spec §4 Cart). No React, no DOM. */

export interface CartLine<
  P extends { uid: string; price: number } = { uid: string; price: number },
> {
  amount: number;
  product: P;
}

/**
 * Spec §4: minus at quantity 1 does nothing in the cart drawer, while the shop removes the item;
 * above 1 both count down. Delete always removes.
 */
export type MinusReading = 'drawer' | 'shop';
export type MinusOutcome = 'decrement' | 'remove' | 'none';

export const minusOutcome = (amount: number, reading: MinusReading): MinusOutcome => {
  if (amount > 1) return 'decrement';
  return reading === 'drawer' ? 'none' : 'remove';
};

/** The lines after one change of a product's amount; 0 or less removes the line. */
export const withAmount = <P extends { uid: string; price: number }>(
  lines: readonly CartLine<P>[],
  product: P,
  amount: number,
): CartLine<P>[] => {
  const others = lines.filter((line) => line.product.uid !== product.uid);
  if (amount <= 0) return others;
  const index = lines.findIndex((line) => line.product.uid === product.uid);
  const next = { amount, product };
  if (index < 0) return [...others, next];
  return lines.map((line, at) => (at === index ? next : line)).filter((line) => line.amount > 0);
};

export const amountOf = (lines: readonly CartLine[], productUid: string): number =>
  lines.find((line) => line.product.uid === productUid)?.amount ?? 0;

/** The badge number: how many tickets, not how many lines. */
export const itemCount = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.amount, 0);

/** Sum of the lines in cents (a preview; the bill from the server is what counts). */
export const linesTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.amount * line.product.price, 0);

/**
 * After a login the guest's local lines join the account's cart: amounts of the same product add
 * up, products only one side has are kept, the order of the server's lines comes first.
 */
export const mergeLines = <P extends { uid: string; price: number }>(
  server: readonly CartLine<P>[],
  local: readonly CartLine<P>[],
): CartLine<P>[] => {
  const merged = server.map((line) => ({ ...line }));
  for (const line of local) {
    if (line.amount <= 0) continue;
    const existing = merged.find((entry) => entry.product.uid === line.product.uid);
    if (existing) existing.amount += line.amount;
    else merged.push({ ...line });
  }
  return merged;
};
