import type { HttpDeps } from '../http';
import { flushOutbox } from '../outbox/flush-outbox';
import { OUTBOX_QUEUED_EVENT } from '../outbox/outbox-kind';
import { syncFavourites } from './sync-favourites';
import { firstSyncDone, programSyncedAt } from './program-synced-at';
import { syncProgram } from './sync-program';
import { trackSync } from './sync-activity';

/** Focus and tab switches re-check the program at most this often; 'online' always does. */
export const PROGRAM_RECHECK_MS = 30_000;

// Tickets are synced only for a session: their code (the shop's schemas, the QR encoder) loads
// then, not on every start of a logged-out page.
const syncTickets = async (deps: HttpDeps): Promise<void> => {
  const { syncTickets: sync } = await import('./sync-tickets');
  await sync(deps);
};

/**
 * Page only: syncs at start (the program unless the entry has just synced it), on 'online', on
 * focus and on visibilitychange (which bubbles to the window), replays the outbox when a change
 * is queued and again when its backoff ends. Returns a function that stops it all.
 */
export const startPageSync = (deps: HttpDeps = {}): (() => void) => {
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
    await syncProgram(deps);
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
