import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_PATH, landingPath, refreshSession } from './auth';
import type * as ClientModule from './client';
import type { SessionUser } from './contract/auth';
import { clearSession, sessionState, setSession } from './session';
import { sessionUserFixture } from './testing/session-user-fixture';

const meAnswer = vi.hoisted(() => ({ next: (): Promise<unknown> => Promise.resolve(null) }));

vi.mock('./client', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientModule>()),
  api: { get: () => ({ json: () => meAnswer.next() }) },
}));

describe('landingPath', () => {
  it('sends a first login to the onboarding wizard, whatever the redirect', () => {
    expect(landingPath({ firstLogin: true }, '/events')).toBe(WELCOME_PATH);
    expect(WELCOME_PATH).toBe('/welcome');
  });

  it('follows the redirect target once the first login is done', () => {
    expect(landingPath({ firstLogin: false }, '/events')).toBe('/events');
  });
});

describe('refreshSession', () => {
  const user = sessionUserFixture;
  const profileOf = ({
    accessToken: _access,
    accessTokenExpiresAt: _expires,
    refreshToken: _refresh,
    ...profile
  }: SessionUser) => profile;

  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('does not log a user back in when they logged out while auth/me was answering', async () => {
    setSession(user);
    let answer: (body: unknown) => void = () => undefined;
    meAnswer.next = () => new Promise((resolve) => (answer = resolve));
    const refreshing = refreshSession();
    clearSession();
    answer(profileOf(user));
    await refreshing;
    expect(sessionState.user).toBeNull();
  });

  it('takes the fresh profile and keeps the tokens (auth/me issues none)', async () => {
    setSession(user);
    meAnswer.next = () =>
      Promise.resolve({ ...profileOf(user), roles: ['ROLE_USER', 'ROLE_GATE'] });
    await refreshSession();
    expect(sessionState.user).toEqual({ ...user, roles: ['ROLE_USER', 'ROLE_GATE'] });
  });
});
