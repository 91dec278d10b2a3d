import { describe, expect, it } from 'vitest';
import { navigationAt, pageAt, pageCount, parsePage } from './wizard-pages';

describe('onboarding pages', () => {
  it('has six pages for artists and five for everyone else', () => {
    expect(pageCount(true)).toBe(6);
    expect(pageCount(false)).toBe(5);
    expect(pageAt(6, true)).toBe('genres');
    expect(pageAt(6, false)).toBeNull();
  });

  it('orders tags, personal info, work, photo, socials', () => {
    expect([1, 2, 3, 4, 5].map((n) => pageAt(n, false))).toEqual([
      'tags',
      'personal',
      'work',
      'photo',
      'socials',
    ]);
  });

  it('treats 0, 7, fractions and junk as unknown pages', () => {
    expect(pageAt(0, true)).toBeNull();
    expect(pageAt(7, true)).toBeNull();
    expect(pageAt(2.5, true)).toBeNull();
    expect(pageAt(parsePage('abc'), true)).toBeNull();
  });

  it('reads a missing page as the first one', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(4)).toBe(4);
  });

  it('offers Back from page 2 and ends with the last page instead of Next', () => {
    expect(navigationAt(1, false)).toEqual({ back: null, next: 2, isLast: false });
    expect(navigationAt(5, false)).toEqual({ back: 4, next: null, isLast: true });
    expect(navigationAt(5, true)).toEqual({ back: 4, next: 6, isLast: false });
    expect(navigationAt(6, true)).toEqual({ back: 5, next: null, isLast: true });
  });
});
