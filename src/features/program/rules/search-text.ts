/** Lower case without accents, so "Björk" and "bjork", "Straße" and "strasse" match. */
export const normalizeText = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/** Search words of a query: all must occur for a match. */
export const searchTerms = (query: string): string[] =>
  normalizeText(query).split(/\s+/).filter(Boolean);
