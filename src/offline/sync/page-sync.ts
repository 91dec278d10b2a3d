import type { HttpDeps } from '../http';
import { OUTBOX_QUEUED_EVENT } from '../outbox/outbox-signals';
import { trackSync } from './sync-activity';

/** Focus and tab switches re-check the program at most this often; 'online' always does. */
export const PROGRAM_RECHECK_MS = 30_000;

export interface PageSyncOptions extends HttpDeps {
  /** Runs the program's sync; by default on this thread with these deps. */
  syncProgram?: () => Promise<unknown>;
}

const syncProgramHere = async (deps: HttpDeps): Promise<void> => {
  const { syncProgram } = await import('./sync-program');
  await syncProgram(deps);
};

// Tickets are synced only for a session: their code (the shop's schemas, the QR encoder) loads
// then, not on every start of a logged-out page.
const syncTickets = async (deps: HttpDeps): Promise<void> => {
  const { syncTickets: sync } = await import('./sync-tickets');
  await sync(deps);
};

const syncFavourites = async (deps: HttpDeps): Promise<void> => {
  const { syncFavourites: sync } = await import('./sync-favourites');
  await sync(deps);
};

// Friends' plans and the member's marks: the code loads only for a session, like tickets.
const syncFriends = async (deps: HttpDeps): Promise<void> => {
  const { syncFriends: sync } = await import('./sync-friends');
  await sync(deps);
};

/**
 * Page only: syncs at start, on 'online', on focus and on visibilitychange (which bubbles to the
 * window), replays the outbox when a change is queued and again when its backoff ends. Returns a function that stops it all.
 */
export const startPageSync = (options: PageSyncOptions = {}): (() => void) => {
  const { syncProgram, ...deps } = options;
  const runProgramSync = syncProgram ?? (() => syncProgramHere(deps));
  const now = deps.now ?? Date.now;
  let lastProgramSync = -Infinity;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleRetry = (at: number | null): void => {
    clearTimeout(retryTimer);
    if (at === null || stopped) return;
    retryTimer = setTimeout(() => void run(false), Math.max(0, at - now()));
  };

  const replay = async (retryNow: boolean): Promise<void> => {
    const { flushOutbox } = await import('../outbox/flush-outbox');
    const flushed = await flushOutbox({ ...deps, retryNow });
    // Rows still in backoff get a timer, whether this run or the worker's replay failed them.
    const waiting = flushed.stopped === 'retry' || flushed.stopped === null;
    scheduleRetry(waiting ? flushed.nextAttemptAt : null);
    if (flushed.stopped !== 'signed-out') {
      await Promise.all([syncFavourites(deps), syncTickets(deps), syncFriends(deps)]);
    }
  };

  const refreshProgram = async (force: boolean): Promise<void> => {
    if (!force && now() - lastProgramSync < PROGRAM_RECHECK_MS) return;
    lastProgramSync = now();
    await runProgramSync();
  };

  const run = async (force: boolean, forceProgram = force): Promise<void> => {
    if (stopped || !navigator.onLine) return;
    try {
      await trackSync(Promise.all([replay(force), refreshProgram(forceProgram)]));
    } catch (error) {
      console.error('Sync failed', error);
    }
  };

  const onOnline = (): void => void run(true);
  const onFocus = (): void => void run(false);
  addEventListener('online', onOnline);
  addEventListener('focus', onFocus);
  addEventListener('visibilitychange', onFocus);
  addEventListener(OUTBOX_QUEUED_EVENT, onFocus);
  void run(true, false);

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    removeEventListener('online', onOnline);
    removeEventListener('focus', onFocus);
    removeEventListener('visibilitychange', onFocus);
    removeEventListener(OUTBOX_QUEUED_EVENT, onFocus);
  };
};
