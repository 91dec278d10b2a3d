import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as EncryptModule from '../../server/modules/push/encrypt';
import { encryptPush } from '../../server/modules/push/encrypt';
import { createEncryptPool, type PushEncrypter } from '../../server/modules/push/encrypt-pool';
import { decryptAes128gcm, testDevice } from '../helpers/test-push-service';

// Counts the encryptions done on this thread; the pool's threads load the real module themselves.
vi.mock('../../server/modules/push/encrypt', async (original) => {
  const actual = await original<typeof EncryptModule>();
  return { encryptPush: vi.fn(actual.encryptPush) };
});

describe('createEncryptPool', () => {
  let pool: PushEncrypter | undefined;
  afterEach(async () => {
    await pool?.close();
    vi.mocked(encryptPush).mockClear();
  });

  it('encrypts on its threads, each body for its own device, in batches of any size', async () => {
    const log = { error: vi.fn() };
    pool = createEncryptPool({ log });
    const devices = Array.from({ length: 150 }, testDevice);
    const bodies = await Promise.all(
      devices.map(({ keys }, i) => pool!.encrypt(`push ${i} ✓`, keys)),
    );
    bodies.forEach((body, i) => {
      expect(decryptAes128gcm(body, devices[i]!.receiver)).toBe(`push ${i} ✓`);
    });
    expect(encryptPush).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it("refuses a device's malformed keys without failing the others of its batch", async () => {
    pool = createEncryptPool();
    const good = testDevice();
    const [bad, fine] = await Promise.allSettled([
      pool.encrypt('x', { p256dh: 'AAAA', auth: good.keys.auth }),
      pool.encrypt('y', good.keys),
    ]);
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: /malformed/ } });
    expect(fine.status).toBe('fulfilled');
    if (fine.status === 'fulfilled') expect(decryptAes128gcm(fine.value, good.receiver)).toBe('y');
  });

  it('encrypts on the event loop, and says so, when its threads cannot start', async () => {
    const log = { error: vi.fn() };
    pool = createEncryptPool({
      log,
      workerFile: new URL('./no-such-worker.ts', import.meta.url).href,
    });
    const { receiver, keys } = testDevice();
    const bodies = await Promise.all([pool.encrypt('one', keys), pool.encrypt('two', keys)]);
    expect(bodies.map((body) => decryptAes128gcm(body, receiver))).toEqual(['one', 'two']);
    expect(encryptPush).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('fails only the pushes a dying thread held, and starts a new thread for the next', async () => {
    const log = { error: vi.fn() };
    const workerFile = new URL('./crashing-encrypt-worker.ts', import.meta.url).href;
    pool = createEncryptPool({ log, maxThreads: 1, workerFile });
    const { receiver, keys } = testDevice();
    expect(decryptAes128gcm(await pool.encrypt('first', keys), receiver)).toBe('first');
    await expect(pool.encrypt('second', keys)).rejects.toThrow('exited (3)');
    expect(decryptAes128gcm(await pool.encrypt('third', keys), receiver)).toBe('third');
    // It had answered before: a thread that dies is replaced, not taken for one that cannot start.
    expect(log.error).not.toHaveBeenCalled();
    expect(encryptPush).not.toHaveBeenCalled();
  });

  it('fails the pushes still waiting when it closes, and takes no more', async () => {
    pool = createEncryptPool();
    const { keys } = testDevice();
    const waiting = pool.encrypt('late', keys);
    await pool.close();
    await expect(waiting).rejects.toThrow('closed');
    await expect(pool.encrypt('later', keys)).rejects.toThrow('closed');
  });
});
