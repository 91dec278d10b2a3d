import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@/api/contract/countries';
import { countryOptions } from './countries';

describe('country choice in the checkout', () => {
  it('names every country in the reader’s language, sorted by that language', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(COUNTRY_CODES.length);
    const labels = german.map((option) => option.label);
    expect(labels).toContain('Ghana');
    expect(labels).toContain('Vereinigte Staaten');
    // German collation puts Ö with O, not after Z.
    expect(labels.indexOf('Österreich')).toBeLessThan(labels.indexOf('Panama'));
    expect(labels.indexOf('Oman')).toBeLessThan(labels.indexOf('Österreich'));
    const english = countryOptions('en').map((option) => option.label);
    expect(english).toContain('United States');
    expect(english.indexOf('Austria')).toBeLessThan(english.indexOf('Belgium'));
  });
});
