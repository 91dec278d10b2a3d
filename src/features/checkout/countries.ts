/** Countries offered first in the address (most festival guests); any ISO code is accepted. */
export const COUNTRY_CODES = [
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'LU',
  'FR',
  'DK',
  'PL',
  'CZ',
  'IT',
  'ES',
  'PT',
  'GB',
  'IE',
  'SE',
  'NO',
  'FI',
  'HU',
  'SK',
  'SI',
  'HR',
  'GR',
  'US',
  'CA',
] as const;

/** Country names in the given language, sorted by name. */
export const countryOptions = (language: string): { value: string; label: string }[] => {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
};
