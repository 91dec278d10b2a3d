import { describe, expect, it } from 'vitest';
import { isWebLinkOrEmpty, toExternalUrl } from './web-link';

describe('toExternalUrl', () => {
  it('adds https to a link entered without scheme (spec §5)', () => {
    expect(toExternalUrl('instagram.com/festival')).toBe('https://instagram.com/festival');
    expect(toExternalUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(toExternalUrl('example.org:8080/x')).toBe('https://example.org:8080/x');
  });

  it('gives null for empty and non-web links', () => {
    expect(toExternalUrl(null)).toBeNull();
    expect(toExternalUrl('  ')).toBeNull();
    expect(toExternalUrl('javascript:alert(1)')).toBeNull();
    // These used to pass as a host named 'javascript' with a port.
    expect(toExternalUrl('javascript:1')).toBeNull();
    expect(toExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(toExternalUrl('vbscript:msgbox')).toBeNull();
    expect(toExternalUrl('mailto:a@example.org')).toBeNull();
  });
});

describe('isWebLinkOrEmpty', () => {
  it('takes empty and web addresses only', () => {
    expect(isWebLinkOrEmpty(null)).toBe(true);
    expect(isWebLinkOrEmpty('')).toBe(true);
    expect(isWebLinkOrEmpty('soundcloud.com/dj')).toBe(true);
    expect(isWebLinkOrEmpty('JavaScript:alert(1)')).toBe(false);
    expect(isWebLinkOrEmpty(' data:,x')).toBe(false);
  });
});
