import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/api/session';
import { sessionUserFixture } from '@/api/testing/session-user-fixture';
import { nowOrAtLogin } from './now-or-at-login';

const user = sessionUserFixture;

// valtio tells its subscribers after the current microtasks.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearSession());

describe('nowOrAtLogin', () => {
  it('connects at once when it is needed', async () => {
    const connect = vi.fn(() => Promise.resolve());
    await nowOrAtLogin(() => true, vi.fn(), connect);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('waits for the first login when it is not needed yet, then connects once', async () => {
    const connect = vi.fn(() => Promise.resolve());
    await nowOrAtLogin(() => false, vi.fn(), connect);
    await settle();
    expect(connect).not.toHaveBeenCalled();

    setSession(user);
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);

    clearSession();
    setSession({ ...user, accessToken: 'next' });
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('does not connect on a logout', async () => {
    setSession(user);
    await settle();
    const connect = vi.fn(() => Promise.resolve());
    await nowOrAtLogin(() => false, vi.fn(), connect);
    clearSession();
    await settle();
    expect(connect).not.toHaveBeenCalled();
  });

  it('hands a failed connection at login to onFailure', async () => {
    const failure = new Error('chunk failed to load');
    const onFailure = vi.fn();
    await nowOrAtLogin(
      () => false,
      onFailure,
      () => Promise.reject(failure),
    );
    setSession(user);
    await settle();
    expect(onFailure).toHaveBeenCalledWith(failure);
  });
});
