import type { z } from 'zod';
import { QUIET, api } from './client';
import {
  sessionProfile,
  sessionUser,
  type resetPasswordRequest,
  type SessionUser,
  type SigninRequest,
  type SignupRequest,
} from './contract/auth';
import { messageBody, type MessageBody } from './contract/common';
import { SESSION_PATHS, type LogoutScope } from './contract/sessions';
import { deviceHeaders } from './device-id';
import { clearSession, isLoggedIn, sessionState, updateSession } from './session';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Spec §4: a first login (and a fresh registration) continues in the onboarding wizard. */
export const WELCOME_PATH = '/welcome';

/** Where a login lands: /welcome while the user's first login is not done, else `target`. */
export const landingPath = (user: Pick<SessionUser, 'firstLogin'>, target: string): string =>
  user.firstLogin ? WELCOME_PATH : target;

// Every auth screen shows its own texts for failures, so these calls are quiet (see QUIET).

export const signin = async (body: SigninRequest): Promise<SessionUser> =>
  sessionUser.parse(
    await api.post('auth/signin', { json: body, ...deviceHeaders(), ...QUIET }).json(),
  );

export const signup = async (body: SignupRequest): Promise<MessageBody> =>
  messageBody.parse(
    await api.post('auth/signup', { json: body, ...deviceHeaders(), ...QUIET }).json(),
  );

export const confirmAccount = async (token: string): Promise<MessageBody> =>
  messageBody.parse(
    await api.get('auth/confirm-account', { searchParams: { token }, ...QUIET }).json(),
  );

export const requestPasswordReset = async (email: string): Promise<MessageBody> =>
  messageBody.parse(
    await api.post('auth/reset/request', { json: { email }, ...deviceHeaders(), ...QUIET }).json(),
  );

export const resetPassword = async (body: ResetPasswordRequest): Promise<MessageBody> =>
  messageBody.parse(
    await api.post('auth/reset/password', { json: body, ...deviceHeaders(), ...QUIET }).json(),
  );

/**
 * Checks a stored session with the server at start and takes the profile as stored now (roles,
 * names). It issues no token: the client renews the access token with the refresh token, and a
 * refused refresh (ended, revoked, deleted user) logs out through the client's hook. Offline it
 * keeps the session, so the offline copy stays usable on the grounds.
 */
export const refreshSession = async (): Promise<void> => {
  if (!isLoggedIn()) return;
  const askedFor = sessionState.user?.id;
  try {
    const profile = sessionProfile.parse(await api.get('auth/me').json());
    // A logout (or another login) while the answer was on its way wins over this stale answer.
    if (sessionState.user?.id === askedFor && profile.id === askedFor) updateSession(profile);
  } catch {
    // Network failures and 401s are handled by the client (kept session / logout hook).
  }
};

/** How long a logout waits for the server before it logs out on this device alone. */
const LOGOUT_TIMEOUT_MS = 4_000;

/**
 * Ends the session on the server (this device, or all of them) and then here. Offline it ends
 * here only; the server's session then ends at its absolute end or from another device.
 */
export const logout = async (scope: Extract<LogoutScope, 'this' | 'all'> = 'this') => {
  if (isLoggedIn()) {
    await api
      .post(SESSION_PATHS.logout, { json: { scope }, ...QUIET, timeout: LOGOUT_TIMEOUT_MS })
      .catch(() => undefined);
  }
  clearSession();
};
