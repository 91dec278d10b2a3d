import { parentPort } from 'node:worker_threads';
import type { EncryptBatch } from '../../server/modules/push/encrypt-pool';

/**
 * A push encryption thread that answers its first batch as the real one does, then dies on the
 * next: the pool must fail only the pushes that thread held and start a new one.
 */
let batches = 0;
parentPort?.on('message', (batch: EncryptBatch) => {
  batches += 1;
  if (batches > 1) process.exit(3);
  void import('../../server/modules/push/encrypt').then(({ encryptPush }) => {
    const outcomes = batch.items.map(({ plaintext, keys }) => ({
      body: new Uint8Array(encryptPush(plaintext, keys)),
    }));
    parentPort?.postMessage({ id: batch.id, outcomes });
  });
});
