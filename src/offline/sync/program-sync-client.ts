import type { EventDto } from '@/api/contract/program';
import { rememberDatabase } from '../database-hint';
import type { HttpDeps } from '../http';
import type { EarlyAnswer } from './early-program-fetch';
import type { ProgramWorkerReply, ProgramWorkerRequest } from './program-sync-protocol';
import { syncWithAnswers, validateEvents } from './program-work';
import type { ProgramSyncResult } from './sync-program';

type Request = ProgramWorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

// undefined: not started yet; null: none here (no Worker, or it failed): the page does the work.
let worker: Worker | null | undefined;
let lastId = 0;
const pending = new Map<number, (reply: ProgramWorkerReply | undefined) => void>();

const settleAll = (): void => {
  for (const settle of pending.values()) settle(undefined);
  pending.clear();
};

const startWorker = (): Worker | null => {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./program-sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'program-sync',
    });
    started.addEventListener('message', ({ data }: MessageEvent<ProgramWorkerReply>) => {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    });
    // Its code failed to load or run: what it was asked is done in the page, now and from now on.
    started.addEventListener('error', (event) => {
      console.warn('The program sync worker failed; syncing in the page', event.message);
      worker = null;
      started.terminate();
      settleAll();
    });
    return started;
  } catch (error) {
    console.warn('Could not start the program sync worker', error);
    return null;
  }
};

/** The worker's reply, or undefined when there is no worker (the caller does the work itself). */
const ask = (request: Request): Promise<ProgramWorkerReply | undefined> => {
  if (worker === undefined) worker = startWorker();
  const target = worker;
  if (!target) return Promise.resolve(undefined);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    // Copied, not transferred: should the worker fail, the page still has the body.
    target.postMessage({ ...request, id });
  });
};

const failure = (reply: ProgramWorkerReply): Error =>
  new Error(reply.kind === 'error' ? reply.message : `Unexpected reply ${reply.kind}`);

/** The events of a downloaded body, validated off the main thread; null when invalid. */
export const validateEventsOffThread = async (body: ArrayBuffer): Promise<EventDto[] | null> => {
  const reply = await ask({ kind: 'validate-events', body });
  if (!reply) return validateEvents(body);
  if (reply.kind !== 'events') throw failure(reply);
  return reply.events;
};

/**
 * Syncs the program (syncProgram) in the worker, taking the early answers first. `deps` apply
 * where the page syncs itself (no Worker: tests, or a worker that failed).
 */
export const syncProgramOffThread = async (
  answers: readonly EarlyAnswer[] = [],
  deps: HttpDeps = {},
): Promise<ProgramSyncResult> => {
  const reply = await ask({ kind: 'sync', answers: [...answers] });
  if (!reply) return syncWithAnswers(answers, deps);
  if (reply.kind !== 'synced') throw failure(reply);
  // The worker has no local storage for the hint its database opening would leave (db.ts).
  rememberDatabase();
  return reply.outcomes;
};
