import type { ProgramSyncReply } from './program-sync-messages';
import type { ProgramSyncResult } from './sync-program';

interface Waiting {
  resolve: (result: ProgramSyncResult) => void;
  reject: (error: Error) => void;
}

// undefined: not started yet; null: could not start (the page syncs itself).
let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

const onReply = ({ data }: MessageEvent<ProgramSyncReply>): void => {
  const call = waiting.get(data.id);
  waiting.delete(data.id);
  if ('result' in data) call?.resolve(data.result);
  else call?.reject(new Error(data.error));
};

/** A worker that cannot run (its script did not load, or it threw): its calls fail over to the page. */
const onFailure = (event: Event): void => {
  event.preventDefault();
  worker = null;
  const failed = [...waiting.values()];
  waiting.clear();
  for (const call of failed) call.reject(new Error('The program sync worker failed'));
};

const startWorker = (): Worker | null => {
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./program-sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'program-sync',
    });
    started.addEventListener('message', onReply);
    started.addEventListener('error', onFailure);
    return started;
  } catch (error) {
    console.warn('Could not start the program sync worker', error);
    return null;
  }
};

/** On the page's own thread. */
const syncOnPage = async (): Promise<ProgramSyncResult> => {
  const { syncProgram } = await import('./sync-program');
  return syncProgram();
};

const syncInWorker = (running: Worker): Promise<ProgramSyncResult> => {
  const id = ++lastId;
  const reply = new Promise<ProgramSyncResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  });
  running.postMessage({ id });
  return reply;
};

const syncOnce = async (): Promise<ProgramSyncResult> => {
  if (worker === undefined) worker = startWorker();
  if (!worker) return syncOnPage();
  try {
    return await syncInWorker(worker);
  } catch (error) {
    if (worker) throw error;
    return syncOnPage();
  }
};

// The one running sync: the first visit's route loader and the page's start-up sync both ask for
// one, and on a slow line the program must not come down twice.
let running: Promise<ProgramSyncResult> | null = null;

/**
 * `syncProgram` in a worker of this page (program-sync.worker.ts); where no worker runs, on the
 * page. A worker that fails syncs again here. A call while a sync runs waits for that one.
 */
export const syncProgramOffThread = (): Promise<ProgramSyncResult> => {
  running ??= syncOnce().finally(() => {
    running = null;
  });
  return running;
};
