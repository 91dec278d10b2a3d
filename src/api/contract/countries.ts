// The package's code table itself: its entry point would also bring its locale machinery.
import isoCodes from 'i18n-iso-countries/codes.json';

/**
 * ISO 3166-1 alpha-2 codes from i18n-iso-countries (its code table only; names come from
 * `Intl.DisplayNames` in the reader's language). The checkout offers exactly these and the server
 * accepts exactly these. Includes XK (Kosovo), which the package carries as a user-assigned code.
 */
export const COUNTRY_CODES: readonly string[] = isoCodes.flatMap(([alpha2]) => alpha2 ?? []).sort();

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string): boolean => KNOWN.has(code);
