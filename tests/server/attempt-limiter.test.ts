import { beforeAll, expect, it } from 'vitest';
import {
  type AttemptLimit,
  AttemptLimiter,
  type AttemptMark,
  type AttemptPacing,
  pacingDelayMs,
} from '../../server/security/attempt-limiter';
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

const pacing: AttemptPacing = {
  name: 'test:pair',
  freeAttempts: 3,
  firstDelayMs: 2_000,
  maxDelayMs: 10_000,
  forgetAfterMs: 60_000,
};

forEachDatabase('attempt pacing', (use) => {
  let limiter: AttemptLimiter;
  beforeAll(() => {
    limiter = new AttemptLimiter(use().db);
  });
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

  it('lets the free attempts through, then makes each next one wait twice as long, up to the maximum', async () => {
    const allowed = [];
    for (let i = 0; i < 4; i += 1) allowed.push((await limiter.pace(pacing, 'a', at(0))).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    expect(await limiter.pace(pacing, 'a', at(1_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await limiter.pace(pacing, 'a', at(2_000))).allowed).toBe(true);
    // Four attempts so far: the fifth waits 4 s from the fourth.
    expect(await limiter.pace(pacing, 'a', at(5_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await limiter.pace(pacing, 'a', at(6_000))).allowed).toBe(true);
    expect((await limiter.pace(pacing, 'a', at(14_000))).allowed).toBe(true);
    // 2 s · 2³ = 16 s is over the maximum of 10 s.
    expect((await limiter.pace(pacing, 'a', at(23_999))).allowed).toBe(false);
    expect((await limiter.pace(pacing, 'a', at(24_000))).allowed).toBe(true);
    expect(pacingDelayMs(pacing, 50_000)).toBe(10_000);
  });

  it('forgets after a quiet time, and at once when cleared', async () => {
    for (let i = 0; i < 3; i += 1) await limiter.pace(pacing, 'b', at(0));
    expect((await limiter.pace(pacing, 'b', at(1))).allowed).toBe(false);
    expect((await limiter.pace(pacing, 'b', at(60_000))).allowed).toBe(true);
    for (let i = 0; i < 3; i += 1) await limiter.pace(pacing, 'b', at(60_000));
    expect((await limiter.pace(pacing, 'b', at(60_001))).allowed).toBe(false);
    await limiter.clear(pacing.name, 'b');
    expect((await limiter.pace(pacing, 'b', at(60_001))).allowed).toBe(true);
  });

  it('lets exactly the free attempts through a burst', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => limiter.pace(pacing, 'burst', at(0))),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(pacing.freeAttempts);
  });

  it('remembers a mark until it is forgotten', async () => {
    const mark: AttemptMark = { name: 'test:device', forgetAfterMs: 1_000 };
    expect(await limiter.remembers(mark, 'phone', at(0))).toBe(false);
    await limiter.remember(mark, 'phone', at(0));
    expect(await limiter.remembers(mark, 'phone', at(999))).toBe(true);
    await limiter.remember(mark, 'phone', at(900));
    expect(await limiter.remembers(mark, 'phone', at(1_899))).toBe(true);
    expect(await limiter.remembers(mark, 'phone', at(1_900))).toBe(false);
  });
});
