import { subscribe } from 'valtio/vanilla';
import { RENEW_BEFORE_MS, sessionState } from './session';
import type { RefreshOutcome } from './token-refresh';

/**
 * Renews the access token shortly before it runs out while the app is open, so the service
 * worker's replays and the sync worker (which read the token from the session mirror) never
 * carry an expired one. Offline it waits for 'online'; a hidden tab catches up when shown.
 * Returns a function that stops it.
 */
export const keepSessionFresh = (
  renew: () => Promise<RefreshOutcome>,
  now: () => number = Date.now,
): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing = false;

  const schedule = (): void => {
    clearTimeout(timer);
    const user = sessionState.user;
    if (!user || renewing) return;
    const due = Math.max(0, user.accessTokenExpiresAt - RENEW_BEFORE_MS - now());
    timer = setTimeout(() => {
      renewing = true;
      // An unreachable server waits for 'online' or the tab's next show, not a loop.
      void renew()
        .catch((): RefreshOutcome => 'unreachable')
        .then((outcome) => {
          renewing = false;
          if (outcome === 'renewed') schedule();
        });
    }, due);
  };

  const onVisible = (): void => {
    const page = globalThis as { document?: { hidden?: boolean } };
    if (page.document?.hidden !== true) schedule();
  };
  const stopWatching = subscribe(sessionState, schedule);
  globalThis.addEventListener('online', schedule);
  globalThis.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    clearTimeout(timer);
    stopWatching();
    globalThis.removeEventListener('online', schedule);
    globalThis.removeEventListener('visibilitychange', onVisible);
  };
};
