import { describe, expect, it } from 'vitest';
import {
  isBlockedTagWord,
  offerCreateCompany,
  REFERENCE_MESSAGES,
  TAGS_MAX,
  tagName,
  tagSelectionError,
} from './reference';

describe('isBlockedTagWord', () => {
  it.each([
    'Fuck',
    'shit happens',
    'Arschloch',
    'Scheiße',
    'scheisse',
    'Hurensohn',
    '5h1t',
    'f.u.c.k',
  ])('refuses %s', (text) => {
    expect(isBlockedTagWord(text)).toBe(true);
  });

  it.each(['Techno', 'Class', 'Scunthorpe', 'Booking', 'Klassik', 'Music Business', 'Dickens'])(
    'allows %s',
    (text) => {
      expect(isBlockedTagWord(text)).toBe(false);
    },
  );

  it('catches blocked phrases of two words', () => {
    expect(isBlockedTagWord('Sieg Heil')).toBe(true);
    expect(isBlockedTagWord('Heil')).toBe(false);
  });
});

describe('tag rules', () => {
  it('refuses a blocked tag name with the spec message', () => {
    const result = tagName.safeParse('Wichser');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Dieses Wort ist nicht erlaubt!');
  });

  it('allows at most 3 tags in onboarding and 10 for admins', () => {
    expect(TAGS_MAX).toBe(3);
    expect(tagSelectionError(['a', 'b', 'c'])).toBeNull();
    expect(tagSelectionError(['a', 'b', 'c', 'd'])).toBe(REFERENCE_MESSAGES.tooManyTags);
    expect(tagSelectionError(['a', 'b', 'c', 'd'], 10)).toBeNull();
    expect(tagSelectionError(Array.from({ length: 11 }, String), 10)).toBe(
      REFERENCE_MESSAGES.tooManyAdminTags,
    );
    expect(tagSelectionError(['Techno', 'Fotze'])).toBe('Dieses Wort ist nicht erlaubt!');
  });
});

describe('offerCreateCompany', () => {
  it('offers to create a company only when no name matches exactly', () => {
    const found = [{ id: 1, name: 'Bassline Records' }];
    expect(offerCreateCompany('bassline records', found)).toBe(false);
    expect(offerCreateCompany('Bassline', found)).toBe(true);
    expect(offerCreateCompany('  ', [])).toBe(false);
  });
});
