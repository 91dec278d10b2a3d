import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_WORK_LIMIT,
  passwordWork,
  verifyPassword,
} from '../../server/security/passwords';
import { Semaphore } from '../../server/security/semaphore';

describe('bounded password work', () => {
  it('runs at most `limit` tasks at once, in arrival order', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(id);
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => gate.run(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('a burst of logins queues behind the argon2 limit instead of running all at once', async () => {
    const hash = await hashPassword('Secret1!x');
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, passwordWork.load.running);
    }, 1);
    const burst = Array.from({ length: 3 * PASSWORD_WORK_LIMIT }, (_, i) =>
      verifyPassword(hash, i === 0 ? 'Secret1!x' : 'wrong'),
    );
    expect(passwordWork.load.waiting).toBeGreaterThan(0);
    const results = await Promise.all(burst);
    clearInterval(sampler);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(PASSWORD_WORK_LIMIT);
  }, 60_000);
});
