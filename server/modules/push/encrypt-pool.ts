import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { encryptPush } from './encrypt';

export interface SubscriptionKeys {
  p256dh: string;
  auth: string;
}

export interface EncryptBatch {
  id: number;
  items: { plaintext: string; keys: SubscriptionKeys }[];
}
export type EncryptOutcome = { body: Uint8Array } | { error: string };
export interface EncryptedBatch {
  id: number;
  outcomes: EncryptOutcome[];
}

export interface PushEncrypter {
  /** The push body for one device (RFC 8291), encrypted off the event loop. */
  encrypt(plaintext: string, keys: SubscriptionKeys): Promise<Buffer>;
  close(): Promise<void>;
}

/** Pushes sent to a thread at once: its answers then cost the event loop one message per batch. */
const BATCH_SIZE = 64;
/** Batches a thread holds: it starts the next one while the event loop takes in the last. */
const BATCHES_PER_THREAD = 2;

interface Waiting {
  plaintext: string;
  keys: SubscriptionKeys;
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  batches: Map<number, Waiting[]>;
}

// The worker runs the TypeScript source, as the server does: tsx's API loads it. An eval'd
// bootstrap, because Node 20 does not apply `--import` loaders to a worker's own entry file.
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_FILE = new URL('./encrypt-worker.ts', import.meta.url).href;
const BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ tsImport }) => tsImport(workerData.file, workerData.file));`;

const encryptHere = (item: Waiting) => {
  try {
    item.resolve(encryptPush(item.plaintext, item.keys));
  } catch (error) {
    item.reject(error instanceof Error ? error : new Error(String(error)));
  }
};

/**
 * Encrypts pushes on worker threads: the ECDH and HKDF of each push (about 0.25 ms) were most
 * of the event loop's work in a push storm, which the API then waited behind. One thread per
 * core beside the event loop's (at least one, at most `maxThreads`). A thread that fails fails
 * its pushes (the job queue retries them) and is replaced on the next push; should threads
 * not start at all, the pushes are encrypted on the event loop as before.
 */
export function createEncryptPool({
  maxThreads = 4,
  log,
  workerFile = WORKER_FILE,
}: {
  maxThreads?: number;
  log?: { error: (obj: object, msg: string) => void };
  /** The thread's module (a test gives one that does not load). */
  workerFile?: string;
} = {}): PushEncrypter {
  const size = Math.max(1, Math.min(maxThreads, availableParallelism() - 1));
  const threads: (Thread | undefined)[] = Array.from({ length: size });
  const queue: Waiting[] = [];
  let nextId = 0;
  let anyAnswered = false;
  let inThread = true;
  let closed = false;
  let scheduled = false;

  const fail = (slot: number, thread: Thread, error: Error) => {
    if (threads[slot] !== thread) return;
    threads[slot] = undefined;
    const taken = [...thread.batches.values()].flat();
    thread.batches.clear();
    void thread.worker.terminate();
    if (!anyAnswered && inThread) {
      inThread = false;
      log?.error({ err: error }, 'Push encryption threads do not start; encrypting in the server');
    }
    if (inThread) taken.forEach((item) => item.reject(error));
    else [...taken, ...queue.splice(0)].forEach(encryptHere);
  };

  const start = (slot: number): Thread => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { tsxApi: TSX_API, file: workerFile },
      name: 'push-encrypt',
    });
    worker.unref();
    const thread: Thread = { worker, batches: new Map() };
    worker.on('message', ({ id, outcomes }: EncryptedBatch) => {
      anyAnswered = true;
      const batch = thread.batches.get(id) ?? [];
      thread.batches.delete(id);
      batch.forEach((item, i) => {
        const outcome = outcomes[i];
        if (outcome && 'body' in outcome)
          item.resolve(
            Buffer.from(outcome.body.buffer, outcome.body.byteOffset, outcome.body.byteLength),
          );
        else item.reject(new Error(outcome?.error ?? 'The push was not encrypted'));
      });
      schedule();
    });
    worker.on('error', (error) => fail(slot, thread, error));
    worker.on('exit', (code) =>
      fail(slot, thread, new Error(`Push encryption thread exited (${code})`)),
    );
    threads[slot] = thread;
    return thread;
  };

  const dispatch = () => {
    scheduled = false;
    if (!inThread) return void queue.splice(0).forEach(encryptHere);
    for (let slot = 0; slot < size && queue.length > 0; slot += 1) {
      const thread = threads[slot] ?? start(slot);
      while (queue.length > 0 && thread.batches.size < BATCHES_PER_THREAD) {
        const items = queue.splice(0, BATCH_SIZE);
        const id = (nextId += 1);
        thread.batches.set(id, items);
        thread.worker.postMessage({
          id,
          items: items.map(({ plaintext, keys: { p256dh, auth } }) => ({
            plaintext,
            keys: { p256dh, auth },
          })),
        } satisfies EncryptBatch);
      }
    }
  };

  // Pushes asked for in the same turn of the event loop go out as one batch.
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(dispatch);
  };

  return {
    encrypt: (plaintext, keys) =>
      new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new Error('The push encryption pool is closed'));
        queue.push({ plaintext, keys, resolve, reject });
        schedule();
      }),
    close: async () => {
      closed = true;
      const stopping = threads.filter((t): t is Thread => t !== undefined);
      threads.fill(undefined);
      const error = new Error('The push encryption pool is closed');
      queue.splice(0).forEach((item) => item.reject(error));
      for (const thread of stopping)
        thread.batches.forEach((b) => b.forEach((i) => i.reject(error)));
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
    },
  };
}
