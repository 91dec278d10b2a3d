import { afterEach, describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  clearSession,
  hasRole,
  parseSession,
  restoreSession,
  sessionState,
  setSession,
  updateSession,
} from './session';
import { sessionUserFixture } from './testing/session-user-fixture';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('session', () => {
  it('persists the user in local storage and restores it', () => {
    setSession(sessionUserFixture);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(
      sessionUserFixture,
    );
    sessionState.user = null;
    restoreSession();
    expect(sessionState.user).toEqual(sessionUserFixture);
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', JSON.stringify({ accessToken: 1 })],
    ['an unknown role', JSON.stringify({ ...sessionUserFixture, roles: ['ROLE_KING'] })],
    ['null', 'null'],
  ])('treats %s in local storage as logged out and removes it', (_, raw) => {
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    restoreSession();
    expect(sessionState.user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('parses nothing from an empty value', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('')).toBeNull();
  });

  it('clears memory and storage on logout', () => {
    setSession(sessionUserFixture);
    clearSession();
    expect(sessionState.user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('merges updates into the stored user only when logged in', () => {
    updateSession({ bio: 'hello' });
    expect(sessionState.user).toBeNull();
    setSession(sessionUserFixture);
    updateSession({ bio: 'hello' });
    expect(sessionState.user?.bio).toBe('hello');
    expect(parseSession(localStorage.getItem(SESSION_STORAGE_KEY))?.bio).toBe('hello');
  });

  it('answers role questions for the logged-in user', () => {
    expect(hasRole('ROLE_USER')).toBe(false);
    setSession({ ...sessionUserFixture, roles: ['ROLE_USER', 'ROLE_PROMOTER'] });
    expect(hasRole('ROLE_ADMIN', 'ROLE_PROMOTER')).toBe(true);
    expect(hasRole('ROLE_ADMIN')).toBe(false);
  });
});
