// Spec §9: prices in euros, German number format, whatever language the app speaks. Made at the
// first price shown, not when a chunk importing this is evaluated (see group-by-day.ts in
// features/program/rules on a page's first Intl object).
let euro: Intl.NumberFormat | undefined;

/** "12,50 €" for 1250 cents. */
export const formatCents = (cents: number): string =>
  (euro ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })).format(
    cents / 100,
  );

/** "12,50 €" in the given currency (EUR unless the server says otherwise). */
export const formatMoney = (cents: number, currency = 'EUR'): string =>
  currency === 'EUR'
    ? formatCents(cents)
    : new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(cents / 100);
