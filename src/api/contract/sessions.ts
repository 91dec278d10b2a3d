import { z } from 'zod';
import { role } from './common';

/** What the app stores to stay logged in: a short-lived access token and its refresh token. */
export const sessionTokens = z.object({
  accessToken: z.string(),
  /** Epoch milliseconds; the app renews the token shortly before. */
  accessTokenExpiresAt: z.number().int(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });

/** New tokens, and the roles as they are now (a role change reaches the app at its next refresh). */
export const refreshResponse = sessionTokens.extend({ roles: z.array(role) });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const LOGOUT_SCOPES = ['this', 'others', 'all'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** `this` device, every `other` device, or `all` of them. */
export const logoutRequest = z.object({ scope: z.enum(LOGOUT_SCOPES) });

export const loggedOut = z.object({ ended: z.number().int() });

/** One login on one device, as listed on the profile. */
export const activeSession = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessions = z.array(activeSession);

export const sessionIdParam = z.object({ id: z.string().min(1).max(64) });

export const SESSION_PATHS = {
  refresh: 'auth/refresh',
  logout: 'auth/logout',
  list: 'auth/sessions',
  one: (id: string) => `auth/sessions/${encodeURIComponent(id)}`,
} as const;

/** Texts the session routes answer with; the app translates them by name. */
export const SESSION_MESSAGES = {
  sessionEnded: 'Your session has ended. Please log in again.',
  sessionNotFound: 'This session has already ended.',
} as const;
