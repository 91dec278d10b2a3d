import type { z } from 'zod';
import { QUIET, api } from './client';
import {
  sessionUser,
  type resetPasswordRequest,
  type SessionUser,
  type SigninRequest,
  type SignupRequest,
} from './contract/auth';
import { messageBody, type MessageBody } from './contract/common';
import { isLoggedIn, setSession } from './session';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

// Every auth screen shows its own texts for failures, so these calls are quiet (see QUIET).

export const signin = async (body: SigninRequest): Promise<SessionUser> =>
  sessionUser.parse(await api.post('auth/signin', { json: body, ...QUIET }).json());

export const signup = async (body: SignupRequest): Promise<MessageBody> =>
  messageBody.parse(await api.post('auth/signup', { json: body, ...QUIET }).json());

export const confirmAccount = async (token: string): Promise<MessageBody> =>
  messageBody.parse(
    await api.get('auth/confirm-account', { searchParams: { token }, ...QUIET }).json(),
  );

export const requestPasswordReset = async (email: string): Promise<MessageBody> =>
  messageBody.parse(await api.post('auth/reset/request', { json: { email }, ...QUIET }).json());

export const resetPassword = async (body: ResetPasswordRequest): Promise<MessageBody> =>
  messageBody.parse(await api.post('auth/reset/password', { json: body, ...QUIET }).json());

/**
 * Checks a stored session with the server at start and takes its fresh token. Not quiet: a 401
 * (expired, revoked, deleted user) logs out through the client's hook. Offline it keeps the
 * session, so the offline copy stays usable on the grounds.
 */
export const refreshSession = async (): Promise<void> => {
  if (!isLoggedIn()) return;
  try {
    setSession(sessionUser.parse(await api.get('auth/me').json()));
  } catch {
    // Network failures and 401s are handled above (kept session / logout hook).
  }
};
