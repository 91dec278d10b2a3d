import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../server/security/attempt-limiter';

describe('attempt limiter', () => {
  it('allows `limit` attempts per key and window, then refuses until the window ends', () => {
    const limiter = new AttemptLimiter({ limit: 3, windowMs: 60_000 });
    const results = [0, 1, 2, 3].map(() => limiter.attempt('a', 1000));
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.attempt('b', 1000)).toBe(true);
    expect(limiter.attempt('a', 60_999)).toBe(false);
    expect(limiter.attempt('a', 61_000)).toBe(true);
  });
});
