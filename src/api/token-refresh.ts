import { apiClientCallbacks } from './client-callbacks';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './contract/common';
import { refreshResponse, SESSION_PATHS } from './contract/sessions';
import { clearSession, restoreSession, sessionState, setSession, storedSession } from './session';

/**
 * renewed: new tokens are in the session. ended: the server refused the refresh token, the
 * session is cleared and the app sent to /login. unreachable: nothing changed, try again later.
 */
export type RefreshOutcome = 'renewed' | 'ended' | 'unreachable';

/** Tabs and the page's calls take turns: a refresh token works once, so only one may use it. */
export const REFRESH_LOCK = 'festival-session-refresh';

interface LockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const lockManager = (): LockManager | undefined =>
  (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;

const endSession = (): RefreshOutcome => {
  clearSession();
  apiClientCallbacks().onUnauthorized(true);
  return 'ended';
};

const renew = async (send: typeof fetch, prefixUrl: string): Promise<RefreshOutcome> => {
  const mine = sessionState.user;
  if (!mine) return 'ended';
  // While this tab waited for the lock another one may have renewed (or ended) the session.
  const stored = storedSession();
  if (stored !== undefined && stored?.refreshToken !== mine.refreshToken) {
    restoreSession();
    return sessionState.user ? 'renewed' : 'ended';
  }
  let response: Response;
  try {
    response = await send(`${prefixUrl}/${SESSION_PATHS.refresh}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN },
      body: JSON.stringify({ refreshToken: mine.refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  // A logout (or another login) while the answer was on its way wins over it.
  const stillMine = sessionState.user?.refreshToken === mine.refreshToken;
  if (response.status === 400 || response.status === 401) {
    return stillMine ? endSession() : 'ended';
  }
  const parsed = response.ok
    ? refreshResponse.safeParse(await response.json().catch(() => null))
    : null;
  if (!parsed?.success) return 'unreachable';
  const user = sessionState.user;
  if (!stillMine || !user) return 'ended';
  setSession({ ...user, ...parsed.data });
  return 'renewed';
};

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Renews the access token with the refresh token. Calls in this tab share one refresh; tabs wait
 * for each other (Web Locks) and pick up what the other one stored. Offline nothing changes.
 */
export const refreshTokens = (send: typeof fetch, prefixUrl: string): Promise<RefreshOutcome> => {
  if (inFlight) return inFlight;
  const locks = lockManager();
  const run = () => renew(send, prefixUrl);
  inFlight = (locks ? locks.request(REFRESH_LOCK, run) : run()).finally(() => {
    inFlight = null;
  });
  return inFlight;
};
