import type { EventDto } from '@/api/contract/program';
import type { FestivalDb, SyncMetaRow } from '@/offline/db';
import { readWithoutDexie } from '@/offline/plain-read';

/** Events with the ETag of the answer they came in (null: no ETag to compare with). */
export interface StoredEventsRead {
  events: EventDto[];
  etag: string | null;
  /** A first visit's download, shown before the sync has stored it. */
  unstored?: boolean;
}

let latest: StoredEventsRead | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The program the screen shows before, or besides, its live query: what the route's loader read,
 * or a first visit's download before it is stored. Unchanged when the same ETag comes again, so
 * the list is not regrouped for the same program.
 */
export const showEvents = (read: StoredEventsRead): void => {
  if (latest && read.etag !== null && read.etag === latest.etag) return;
  latest = read;
  listeners.forEach((listener) => listener());
};

export const subscribeShownEvents = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The events dataset's ETag; every write of the events table updates it in the same transaction. */
export const storedEventsEtag = async (db: FestivalDb): Promise<string | null> =>
  (await db.syncMeta.get('events'))?.etag ?? null;

/** Both stores in one transaction, as Dexie's sync writes them (db.ts: events, syncMeta). */
const readEvents = (transaction: IDBTransaction) => {
  const events = transaction.objectStore('events').getAll();
  const meta = transaction.objectStore('syncMeta').get('events');
  return (): StoredEventsRead => ({
    events: events.result as EventDto[],
    etag: (meta.result as SyncMetaRow | undefined)?.etag ?? null,
  });
};

/**
 * Reads the stored events while the route loads (the program routes' loader), so the first
 * render already lists them: on an offline cold start the first paint is the program itself, not
 * a skeleton followed by a second render. Plain IndexedDB, so that paint does not wait for Dexie;
 * the live query takes over after that render.
 */
export const preloadStoredEvents = (): Promise<void> => {
  // A read already under way (started at boot, see app/early-reads.ts) serves the loader too.
  reading ??= readWithoutDexie(['events', 'syncMeta'], readEvents)
    .then(
      (read) => {
        // Nothing stored (no database yet, or no finished sync): a program already shown, say a
        // first visit's download waiting to be stored, stays.
        if (read?.etag == null && latest) return;
        showEvents(read ?? { events: [], etag: null });
      },
      // The live query reads again and shows the skeleton meanwhile.
      (error: unknown) => console.warn('Reading the stored program failed', error),
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
};

/** The program shown now (the loader's read or a download), until a newer live answer. */
export const shownEvents = (): StoredEventsRead | undefined => latest;
