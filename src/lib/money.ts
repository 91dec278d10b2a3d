/** Spec §9: prices in euros, German number format, whatever language the app speaks. */
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** "12,50 €" for 1250 cents. */
export const formatCents = (cents: number): string => euro.format(cents / 100);

/** "12,50 €" in the given currency (EUR unless the server says otherwise). */
export const formatMoney = (cents: number, currency = 'EUR'): string =>
  currency === 'EUR'
    ? formatCents(cents)
    : new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(cents / 100);
