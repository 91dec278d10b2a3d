import { COUNTRY_CODES } from '@/api/contract/countries';

/**
 * Every ISO 3166-1 country, named in the reader's language and sorted by its collation
 * ("Österreich" among the O's in German). No country is pulled to the top: the form starts on
 * Germany, and the native list jumps to a typed letter.
 */
export const countryOptions = (language: string): { value: string; label: string }[] => {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
};
