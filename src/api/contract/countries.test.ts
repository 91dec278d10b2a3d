import { describe, expect, it } from 'vitest';
import { consumerAddress, CONSUMER_MESSAGES } from './checkout';
import { COUNTRY_CODES, isCountryCode } from './countries';

const address = { street: 'Hauptstr. 1', city: 'Accra', postalCode: '00233' };

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 country, once', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of ['DE', 'GH', 'NZ', 'BR', 'JP', 'UA', 'VA'])
      expect(isCountryCode(code)).toBe(true);
    for (const code of ['XX', 'ZZ', 'EU', 'de']) expect(isCountryCode(code), code).toBe(false);
  });

  it('the address takes any listed country and refuses two letters that are none', () => {
    expect(consumerAddress.parse({ ...address, country: 'gh' }).country).toBe('GH');
    const refused = consumerAddress.safeParse({ ...address, country: 'XX' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      CONSUMER_MESSAGES.countryUnknown,
    ]);
  });
});
