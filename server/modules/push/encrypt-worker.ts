import { parentPort } from 'node:worker_threads';
import { encryptPush } from './encrypt';
import type { EncryptBatch, EncryptedBatch, EncryptOutcome } from './encrypt-pool';

/**
 * The push encryption thread (encrypt-pool.ts): encrypts each batch it is sent and answers the
 * bodies in the order of the batch, each in an ArrayBuffer of its own that is transferred, not
 * copied (a small Buffer shares Node's 8 KiB pool, which must not leave this thread).
 */
const port = parentPort;
if (!port) throw new Error('encrypt-worker.ts runs as a worker thread only');

port.on('message', ({ id, items }: EncryptBatch) => {
  const transfer: ArrayBuffer[] = [];
  const outcomes = items.map(({ plaintext, keys }): EncryptOutcome => {
    try {
      const body = new Uint8Array(encryptPush(plaintext, keys));
      transfer.push(body.buffer);
      return { body };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
  port.postMessage({ id, outcomes } satisfies EncryptedBatch, transfer);
});
