import { describe, expect, it } from 'vitest';
import { appLinkOf } from './app-link';

describe('scanned links into the app', () => {
  const prefixes = ['/ticket/accept/'];

  it('are followed on this origin under a known path', () => {
    const link = `${window.location.origin}/ticket/accept/abc?t=secret`;
    expect(appLinkOf(link, prefixes)).toBe('/ticket/accept/abc?t=secret');
  });

  it('are not followed elsewhere, on other paths, or when no link', () => {
    expect(appLinkOf('https://evil.example/ticket/accept/abc?t=x', prefixes)).toBeNull();
    expect(appLinkOf(`${window.location.origin}/logout`, prefixes)).toBeNull();
    expect(appLinkOf('ABCDEFGHJKLM', prefixes)).toBeNull();
  });
});
