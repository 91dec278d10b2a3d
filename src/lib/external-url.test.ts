import { describe, expect, it } from 'vitest';
import { toExternalUrl } from './external-url';

describe('toExternalUrl', () => {
  it('adds https to a link entered without scheme (spec §5)', () => {
    expect(toExternalUrl('instagram.com/festival')).toBe('https://instagram.com/festival');
    expect(toExternalUrl('http://example.org/a')).toBe('http://example.org/a');
  });

  it('gives null for empty and non-web links', () => {
    expect(toExternalUrl(null)).toBeNull();
    expect(toExternalUrl('  ')).toBeNull();
    expect(toExternalUrl('javascript:alert(1)')).toBeNull();
  });
});
