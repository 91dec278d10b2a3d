import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionState, setSession } from './session';
import { keepSessionFresh } from './session-upkeep';
import { sessionUserFixture } from './testing/session-user-fixture';
import type { RefreshOutcome } from './token-refresh';

const START = Date.UTC(2026, 7, 14, 12);
const MINUTE = 60_000;

let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  stop();
  clearSession();
  vi.useRealTimers();
});

describe('keepSessionFresh', () => {
  it('renews a minute before the access token runs out, again and again', async () => {
    setSession({ ...sessionUserFixture, accessTokenExpiresAt: START + 15 * MINUTE });
    const renew = vi.fn(() => {
      const user = sessionState.user;
      if (user) setSession({ ...user, accessTokenExpiresAt: Date.now() + 15 * MINUTE });
      return Promise.resolve<RefreshOutcome>('renewed');
    });
    stop = keepSessionFresh(renew);
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('offline it waits for the connection instead of trying in a loop', async () => {
    setSession({ ...sessionUserFixture, accessTokenExpiresAt: START - MINUTE });
    const renew = vi.fn(() => Promise.resolve<RefreshOutcome>('unreachable'));
    stop = keepSessionFresh(renew);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    globalThis.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('does nothing while logged out', async () => {
    const renew = vi.fn(() => Promise.resolve<RefreshOutcome>('renewed'));
    stop = keepSessionFresh(renew);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(renew).not.toHaveBeenCalled();
  });
});
