import { randomBytes } from 'node:crypto';
import { hashToken } from './one-time-tokens';

const PART = /^[A-Za-z0-9_-]{16,64}$/;

export interface RefreshToken {
  /** `<session id>.<secret>`, sent to the device; never stored. */
  token: string;
  /** SHA-256 of the secret, stored instead of it. */
  hash: string;
}

/** A new session's public id: 16 random bytes. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/** A fresh refresh token of a session: 32 random bytes after the session id. */
export function newRefreshToken(sessionId: string): RefreshToken {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, hash: hashToken(secret) };
}

/** Session id and secret hash of a well-formed refresh token, else null. */
export function readRefreshToken(token: string): { sessionId: string; hash: string } | null {
  const [sessionId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !sessionId || !secret) return null;
  if (!PART.test(sessionId) || !PART.test(secret)) return null;
  return { sessionId, hash: hashToken(secret) };
}
