import type { HttpDeps } from '../http';
import { OUTBOX_QUEUED_EVENT } from '../outbox/outbox-signals';
import { firstSyncDone, programSyncedAt } from './program-synced-at';
import { trackSync } from './sync-activity';

/** Focus and tab switches re-check the program at most this often; 'online' always does. */
export const PROGRAM_RECHECK_MS = 30_000;

export interface PageSyncOptions extends HttpDeps {
  /** Runs the program's sync; by default on this thread with these deps. */
  syncProgram?: () => Promise<unknown>;
  /**
   * Whether the start replays the outbox and syncs favourites and tickets (default): a guest
   * whose browser had no database has nothing queued or stored to sync, and the page then loads
   * no Dexie for it. A queued change, focus or 'online' replays as always.
   */
  replayAtStart?: boolean;
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

/**
 * Page only: syncs at start (the program unless the entry has just synced it), on 'online', on
 * focus and on visibilitychange (which bubbles to the window), replays the outbox when a change
 * is queued and again when its backoff ends. Returns a function that stops it all.
 */
export const startPageSync = (options: PageSyncOptions = {}): (() => void) => {
  const { syncProgram, replayAtStart = true, ...deps } = options;
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
      await Promise.all([syncFavourites(deps), syncTickets(deps)]);
    }
  };

  const refreshProgram = async (force: boolean): Promise<void> => {
    // A first visit's entry syncs the program itself, and a big program's sync can outlast the
    // first screen: once it is done, its requests are not sent a second time.
    await firstSyncDone();
    lastProgramSync = Math.max(lastProgramSync, programSyncedAt());
    if (!force && now() - lastProgramSync < PROGRAM_RECHECK_MS) return;
    lastProgramSync = now();
    await runProgramSync();
  };

  const run = async (force: boolean, forceProgram = force, withReplay = true): Promise<void> => {
    if (stopped || !navigator.onLine) return;
    try {
      await trackSync(
        Promise.all([withReplay ? replay(force) : undefined, refreshProgram(forceProgram)]),
      );
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
  void run(true, false, replayAtStart);

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    removeEventListener('online', onOnline);
    removeEventListener('focus', onFocus);
    removeEventListener('visibilitychange', onFocus);
    removeEventListener(OUTBOX_QUEUED_EVENT, onFocus);
  };
};
