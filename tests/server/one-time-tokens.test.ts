import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_TOKEN_TTL_MS,
  createOneTimeToken,
  hashToken,
  RESET_TOKEN_TTL_MS,
} from '../../server/security/one-time-tokens';

describe('one-time tokens', () => {
  it('are URL-safe, random and stored only as their sha256 hash', () => {
    const a = createOneTimeToken(RESET_TOKEN_TTL_MS);
    const b = createOneTimeToken(RESET_TOKEN_TTL_MS);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it('expire after 7 days (confirmation) and 1 hour (reset)', () => {
    const now = Date.UTC(2025, 7, 13, 12);
    expect(createOneTimeToken(CONFIRMATION_TOKEN_TTL_MS, now).expiresAt.toISOString()).toBe(
      '2025-08-20T12:00:00.000Z',
    );
    expect(createOneTimeToken(RESET_TOKEN_TTL_MS, now).expiresAt.toISOString()).toBe(
      '2025-08-13T13:00:00.000Z',
    );
  });
});
