import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps an app path with query and hash', () => {
    expect(safeRedirectPath('/events?day=2#top')).toBe('/events?day=2#top');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'events'],
    ['a control character', '/ev\nil'],
    ['no value', undefined],
    ['a number', 42],
  ])('falls back for %s', (_, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('', '/lobby')).toBe('/lobby');
  });
});
