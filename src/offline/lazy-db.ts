import type { Subscription } from 'dexie';
import { nextTask } from '@/lib/next-task';
import type { FestivalDb } from './db';
import type * as LiveDbModule from './live-db';

type LiveDb = typeof LiveDbModule;

let loaded: LiveDb | undefined;
let loading: Promise<LiveDb> | undefined;
let notBefore: Promise<unknown> = Promise.resolve();

/**
 * Holds Dexie's loading until `moment`: on a first visit nothing is stored yet, so its code and
 * the live queries' first reads need not compete with the first screen (src/app/start.tsx).
 */
export const loadDbNotBefore = (moment: Promise<unknown>): void => {
  notBefore = moment;
};

/**
 * Dexie with the database, loaded on first use: the program's first paint reads its rows with
 * plain IndexedDB (src/features/program/stored-events-preload.ts) and does not wait for Dexie's
 * 30 KiB. Code that runs only after the start imports db.ts directly.
 */
const loadLiveDb = (): Promise<LiveDb> =>
  (loading ??= notBefore
    .then(() => import('./live-db'))
    .then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk load is tried again on the next use
        throw error;
      },
    ));

export interface StoredObserver<T> {
  next: (value: T) => void;
  error: (error: unknown) => void;
}

/** A Dexie live query over the lazily loaded database: subscribe to get each new result. */
export interface StoredQuery<T> {
  subscribe: (observer: StoredObserver<T>) => Subscription;
}

// The queries of a screen subscribe before Dexie has loaded and would all start in the task that
// finishes loading it (the first opening the database), one long task: each starts in a task of
// its own instead, in the order they subscribed.
let startTurns: Promise<void> = Promise.resolve();
const nextStartTurn = (): Promise<void> => (startTurns = startTurns.then(nextTask));

export const liveStoredQuery = <T>(
  querier: (database: FestivalDb) => T | Promise<T>,
): StoredQuery<T> => ({
  subscribe: (observer) => {
    if (loaded) {
      const { liveQuery, db } = loaded;
      return liveQuery(() => querier(db)).subscribe(observer);
    }
    let closed = false;
    let inner: Subscription | undefined;
    loadLiveDb().then(
      async ({ liveQuery, db }) => {
        await nextStartTurn();
        if (!closed) inner = liveQuery(() => querier(db)).subscribe(observer);
      },
      (error: unknown) => {
        if (!closed) observer.error(error);
      },
    );
    return {
      get closed() {
        return closed;
      },
      unsubscribe: () => {
        closed = true;
        inner?.unsubscribe();
      },
    };
  },
});
