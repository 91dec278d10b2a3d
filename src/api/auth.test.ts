import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELCOME_PATH, landingPath, refreshSession } from './auth';
import type * as ClientModule from './client';
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
    answer({ ...user, accessToken: 'token-8' });
    await refreshing;
    expect(sessionState.user).toBeNull();
  });

  it('takes the fresh token when nothing changed meanwhile', async () => {
    setSession(user);
    meAnswer.next = () => Promise.resolve({ ...user, accessToken: 'token-8' });
    await refreshSession();
    expect(sessionState.user?.accessToken).toBe('token-8');
  });
});
