import { createHash, randomBytes } from 'node:crypto';

export const CONFIRMATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface OneTimeToken {
  /** Sent to the user (URL-safe); never stored. */
  token: string;
  /** Stored instead of the token, so a database leak reveals no usable link. */
  hash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createOneTimeToken(ttlMs: number, now = Date.now()): OneTimeToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), expiresAt: new Date(now + ttlMs) };
}
