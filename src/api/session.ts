import { proxy } from 'valtio/vanilla';
import { sessionUser, type SessionUser } from './contract/auth';
import type { Role } from './contract/roles';

/** Local-storage key of the logged-in user (spec §4: the session is kept in local storage). */
export const SESSION_STORAGE_KEY = 'festival.session';

export interface SessionState {
  user: SessionUser | null;
}

// The subset of Web Storage we use; the worker build has no DOM `Storage` type.
interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storage = (): KeyValueStorage | undefined => {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
};

/** A stored session, or null when it is missing, not JSON or not a valid session user. */
export const parseSession = (raw: string | null | undefined): SessionUser | null => {
  if (!raw) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const readStoredSession = (): SessionUser | null => {
  const store = storage();
  try {
    const raw = store?.getItem(SESSION_STORAGE_KEY);
    const user = parseSession(raw);
    if (raw && !user) store?.removeItem(SESSION_STORAGE_KEY);
    return user;
  } catch {
    return null;
  }
};

const writeStoredSession = (user: SessionUser | null) => {
  const store = storage();
  try {
    if (user) store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else store?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or refused: the session still lives in memory for this visit.
  }
};

export const sessionState = proxy<SessionState>({ user: readStoredSession() });

/**
 * The session as local storage holds it now (another tab may have renewed or ended it), or
 * undefined where there is no storage to ask.
 */
export const storedSession = (): SessionUser | null | undefined =>
  storage() ? readStoredSession() : undefined;

/** Re-reads local storage, e.g. after another tab logged in or out. */
export const restoreSession = (): void => {
  sessionState.user = readStoredSession();
};

export const setSession = (user: SessionUser): void => {
  sessionState.user = user;
  writeStoredSession(user);
};

type TokenField = 'accessToken' | 'accessTokenExpiresAt' | 'refreshToken';

/** Merges fresh fields from the server into the logged-in user; no-op when logged out. */
export const updateSession = (patch: Partial<Omit<SessionUser, 'id' | TokenField>>): void => {
  if (!sessionState.user) return;
  setSession({ ...sessionState.user, ...patch });
};

export const clearSession = (): void => {
  sessionState.user = null;
  writeStoredSession(null);
};

export const isLoggedIn = (): boolean => sessionState.user !== null;

export const accessToken = (): string | null => sessionState.user?.accessToken ?? null;

/** Renew this long before the access token runs out, so no call is refused on the way. */
export const RENEW_BEFORE_MS = 60_000;

/** True when the logged-in user's access token runs out within RENEW_BEFORE_MS. */
export const accessTokenDue = (now = Date.now()): boolean => {
  const user = sessionState.user;
  return user !== null && user.accessTokenExpiresAt - now < RENEW_BEFORE_MS;
};

/** True when the user has at least one of the roles; works on valtio snapshots too. */
export const userHasRole = (
  user: { readonly roles: readonly Role[] } | null | undefined,
  roles: readonly Role[],
): boolean => user?.roles.some((owned) => roles.includes(owned)) ?? false;

/** True when the logged-in user has at least one of the roles. */
export const hasRole = (...roles: readonly Role[]): boolean =>
  userHasRole(sessionState.user, roles);
