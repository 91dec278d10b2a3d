import type { Page } from 'playwright-core';

/** Rows of the app's IndexedDB ('festival', src/offline/db.ts) as the tests read them. */
export interface StoredOutboxRow {
  id: string;
  kind: string;
  target: number;
  userId: number;
  created: number;
  attempts: number;
  nextAttemptAt: number;
}

export interface StoredSyncMeta {
  dataset: string;
  etag: string | null;
  lastUpdated: number | null;
  lastAttempt: number;
}

interface StoredEvent {
  id: number;
  title: string;
}

/**
 * Every row of one object store, read with plain IndexedDB in the page. Never creates the
 * database: opening a missing one would make an empty version 1 that Dexie then cannot upgrade.
 */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === 'festival')) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('festival');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
    });
    try {
      if (!database.objectStoreNames.contains(name)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const request = database.transaction(name, 'readonly').objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error ?? new Error(`reading ${name} failed`));
      });
    } finally {
      database.close();
    }
  }, store);
}

export const outboxRows = (page: Page) => readStore<StoredOutboxRow>(page, 'outbox');

export const storedEvents = (page: Page) => readStore<StoredEvent>(page, 'events');

export async function storedFavouriteIds(page: Page): Promise<number[]> {
  const rows = await readStore<{ eventId: number }>(page, 'favourites');
  return rows.map((row) => row.eventId).sort((a, b) => a - b);
}

export async function syncMetaOf(page: Page, dataset: string): Promise<StoredSyncMeta | null> {
  const rows = await readStore<StoredSyncMeta>(page, 'syncMeta');
  return rows.find((row) => row.dataset === dataset) ?? null;
}

/** Polls `read` until `done` holds for its value; returns the value and how long it took. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
  what: string,
  intervalMs = 250,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${what}: not reached within ${timeoutMs} ms, last ${JSON.stringify(value)}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
