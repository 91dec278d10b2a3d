import { beforeAll, expect, it } from 'vitest';
import { type AttemptLimit, AttemptLimiter } from '../../server/security/attempt-limiter';
import { forEachDatabase } from '../helpers/test-db';

const account: AttemptLimit = { name: 'test:account', limit: 3, windowMs: 60_000 };
const ip: AttemptLimit = { name: 'test:ip', limit: 5, windowMs: 60_000 };

forEachDatabase('attempt limiter', (use) => {
  let limiter: AttemptLimiter;
  let otherNode: AttemptLimiter;
  beforeAll(() => {
    limiter = new AttemptLimiter(use().db);
    // A second instance stands for a second node on the same database.
    otherNode = new AttemptLimiter(use().db);
  });

  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

  it('allows `limit` attempts per key and window across nodes, then refuses until it ends', async () => {
    const results = [];
    for (const node of [limiter, otherNode, limiter, otherNode]) {
      results.push((await node.take([[account, 'a']], at(1000))).allowed);
    }
    expect(results).toEqual([true, true, true, false]);
    expect((await limiter.take([[account, 'b']], at(1000))).allowed).toBe(true);
    const late = await limiter.take([[account, 'a']], at(60_999));
    expect(late).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.take([[account, 'a']], at(61_000))).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? limiter : otherNode).take([[ip, 'burst']], at(0)),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('refuses when any of several counters is full, and refunds give attempts back', async () => {
    for (let i = 0; i < 5; i += 1) await limiter.take([[ip, '10.0.0.1']], at(0));
    const blocked = await limiter.take(
      [
        [account, 'fresh'],
        [ip, '10.0.0.1'],
      ],
      at(10_000),
    );
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 50 });
    await limiter.refund([[account, 'c']], at(0));
    for (let i = 0; i < 6; i += 1) {
      expect((await limiter.take([[account, 'c']], at(0))).allowed).toBe(true);
      await limiter.refund([[account, 'c']], at(0));
    }
  });
});
