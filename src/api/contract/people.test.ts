import { describe, expect, it } from 'vitest';
import { imageSizeError, imageTooLargeMessage, MAX_IMAGE_BYTES } from './files';
import { canRemoveProfession, PROFESSION_MESSAGES, shownName, userUpdateRequest } from './people';

describe('profession minimum', () => {
  it('keeps at least one profession', () => {
    expect(canRemoveProfession(2)).toBe(true);
    expect(canRemoveProfession(1)).toBe(false);
    expect(canRemoveProfession(0)).toBe(false);
    expect(PROFESSION_MESSAGES.minimum).toBe('You need at least 1 profession.');
    expect(PROFESSION_MESSAGES.notAllowedTitle).toBe('Action not allowed');
  });
});

describe('image size cap', () => {
  it('accepts 1,000,000 bytes and refuses one more with the German message', () => {
    expect(MAX_IMAGE_BYTES).toBe(1_000_000);
    expect(imageSizeError(1_000_000)).toBeNull();
    expect(imageSizeError(1_000_001)).toBe(
      'Datei zu groß 1.00 /1MB. Versuchen Sie das Bild zu verkleinern',
    );
    expect(imageTooLargeMessage(1_534_000)).toBe(
      'Datei zu groß 1.53 /1MB. Versuchen Sie das Bild zu verkleinern',
    );
  });
});

describe('shownName', () => {
  it('prefers first and last name, then display name, then Unnamed', () => {
    expect(shownName({ firstName: 'Lea', lastName: 'Sommer', name: 'leaso' })).toBe('Lea Sommer');
    expect(shownName({ fullName: 'Lea Sommer', name: 'leaso' })).toBe('Lea Sommer');
    expect(shownName({ firstName: ' ', lastName: null, name: 'leaso' })).toBe('leaso');
    expect(shownName({ fullName: null, name: null })).toBe('Unnamed');
    expect(shownName({}, 'Unbenannt')).toBe('Unbenannt');
  });
});

describe('userUpdateRequest', () => {
  it('allows at most 10 tags and 10 genres', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(userUpdateRequest.safeParse({ tags: ids(10), genreIds: ids(10) }).success).toBe(true);
    expect(userUpdateRequest.safeParse({ tags: ids(11) }).success).toBe(false);
    expect(userUpdateRequest.safeParse({ genreIds: ids(11) }).success).toBe(false);
  });

  it('refuses a nickname over 20 characters', () => {
    expect(userUpdateRequest.safeParse({ name: 'x'.repeat(21) }).success).toBe(false);
  });
});
