import { describe, expect, it } from 'vitest';
import { coalesce } from '../../server/jobs/coalesce';
import { runInLanes } from '../../server/jobs/lanes';
import { createVapidHeaders } from '../../server/modules/push/vapid-header';

/** A job that finishes when the test releases it, recording when it started and ended. */
function gate() {
  const log: string[] = [];
  const open = new Map<number, () => void>();
  const run = (job: { id: number }) =>
    new Promise<void>((resolve) => {
      log.push(`start ${job.id}`);
      open.set(job.id, () => {
        log.push(`end ${job.id}`);
        resolve();
      });
    });
  const release = async (id: number) => {
    await Promise.resolve();
    open.get(id)?.();
    open.delete(id);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { log, open, run, release };
}

const job = (id: number, kind = 'push', device = id) => ({ id, kind, payload: { device } });

describe('runInLanes', () => {
  it('runs a kind without concurrency strictly in claim order', async () => {
    const { log, run, release } = gate();
    const done = runInLanes([job(1, 'mail'), job(2, 'mail')], () => ({}), run);
    await release(1);
    await release(2);
    await done;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('runs up to `concurrency` at once, one partition after another in claim order', async () => {
    const { log, open, run, release } = gate();
    const batch = [job(1, 'push', 7), job(2, 'push', 8), job(3, 'push', 7), job(4, 'push', 9)];
    const done = runInLanes(
      batch,
      () => ({
        concurrency: 2,
        partition: (payload) => String((payload as { device: number }).device),
      }),
      run,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect([...open.keys()]).toEqual([1, 2]);
    await release(2);
    // Device 7's second push waits for its first; device 9 takes the free lane.
    expect([...open.keys()]).toEqual([1, 4]);
    await release(1);
    expect([...open.keys()]).toEqual([4, 3]);
    await release(4);
    await release(3);
    await done;
    expect(log.indexOf('end 1')).toBeLessThan(log.indexOf('start 3'));
  });
});

describe('coalesce', () => {
  it('flushes the first item at once and the ones arriving meanwhile together', async () => {
    const flushes: number[][] = [];
    let finishFlush: () => void = () => undefined;
    const record = coalesce<number, string>((items) => {
      flushes.push(items);
      return new Promise((resolve) => {
        finishFlush = () => resolve(items.map((item) => `done ${item}`));
      });
    });
    const first = record(1);
    const later = [record(2), record(3)];
    finishFlush();
    expect(await first).toBe('done 1');
    await new Promise((resolve) => setImmediate(resolve));
    finishFlush();
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3']);
    expect(flushes).toEqual([[1], [2, 3]]);
  });

  it('lingers for items that arrive a little later, and rejects every item of a failed flush', async () => {
    const flushes: number[][] = [];
    const record = coalesce<number>(
      (items) => {
        flushes.push(items);
        return Promise.reject(new Error('database down'));
      },
      { lingerMs: 20 },
    );
    const first = record(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = record(2);
    await expect(first).rejects.toThrow('database down');
    await expect(second).rejects.toThrow('database down');
    expect(flushes).toEqual([[1, 2]]);
  });
});

describe('VAPID header', () => {
  const keys = { publicKey: '', privateKey: '' };
  it('signs once per push service and again only when the signature gets old', async () => {
    const webpush = (await import('web-push')).default;
    Object.assign(keys, webpush.generateVAPIDKeys());
    // Starts 12 hours back: web-push refuses an expiry more than 24 hours past the real clock.
    let now = Date.now() - 12 * 60 * 60 * 1000;
    const header = createVapidHeaders(keys, 'mailto:ops@festival.test', () => now);
    const first = header('https://fcm.googleapis.com/fcm/send/abc');
    expect(header('https://fcm.googleapis.com/fcm/send/def')).toBe(first);
    expect(header('https://updates.push.services.mozilla.com/wpush/v2/x')).not.toBe(first);
    now += 10 * 60 * 60 * 1000;
    expect(header('https://fcm.googleapis.com/fcm/send/abc')).toBe(first);
    now += 2 * 60 * 60 * 1000;
    const renewed = header('https://fcm.googleapis.com/fcm/send/abc');
    expect(renewed).not.toBe(first);
    expect(renewed).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
  });
});
