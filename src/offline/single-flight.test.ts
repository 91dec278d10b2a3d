import { describe, expect, it } from 'vitest';
import { createSingleFlight, withExclusiveLock } from './single-flight';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSingleFlight', () => {
  it('never overlaps runs and folds calls during a run into one follow-up', async () => {
    const flight = createSingleFlight<number>();
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const task = async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      runs += 1;
      const run = runs;
      await tick();
      active -= 1;
      return run;
    };
    const results = await Promise.all([flight(task), flight(task), flight(task), flight(task)]);
    expect(maxActive).toBe(1);
    expect(runs).toBe(2);
    expect(results).toEqual([1, 2, 2, 2]);
  });

  it('passes a failure to its callers and keeps working afterwards', async () => {
    const flight = createSingleFlight<string>();
    await expect(flight(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(flight(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});

describe('withExclusiveLock', () => {
  it('runs tasks under one name one after another', async () => {
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name} start`);
      await tick();
      order.push(`${name} end`);
    };
    await Promise.all([withExclusiveLock('l', task('a')), withExclusiveLock('l', task('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('still runs the next task after one failed', async () => {
    const failed = withExclusiveLock('f', () => Promise.reject(new Error('x')));
    const next = withExclusiveLock('f', () => Promise.resolve(2));
    await expect(failed).rejects.toThrow('x');
    await expect(next).resolves.toBe(2);
  });
});
