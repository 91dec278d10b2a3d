import { subscribe } from 'valtio/vanilla';
import { isLoggedIn, sessionState } from '@/api/session';

/**
 * Runs `connect` now when `needed` says so, otherwise once, at the first login. Logged out on a
 * new browser, the session's background parts have nothing to do, and their code (the API client
 * with the shop's and session's schemas, Dexie's session mirror) stays unloaded: evaluating it was
 * the longest of a first visit's background tasks.
 */
export const nowOrAtLogin = async (
  needed: () => boolean,
  onFailure: (error: unknown) => void,
  connect: () => Promise<void>,
): Promise<void> => {
  if (needed()) return connect();
  const stop = subscribe(sessionState, () => {
    if (!isLoggedIn()) return;
    stop();
    connect().catch(onFailure);
  });
};
