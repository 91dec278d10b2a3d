import type { EventDto } from '@/api/contract/program';
import type { FestivalDb, SyncMetaRow } from '@/offline/db';
import { readWithoutDexie } from '@/offline/plain-read';

/** Stored events with the ETag of the sync that wrote them (null: no ETag to compare with). */
export interface StoredEventsRead {
  events: EventDto[];
  etag: string | null;
}

let latest: StoredEventsRead | undefined;
let reading: Promise<void> | undefined;

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
        // No database yet: nothing stored, no ETag.
        latest = read ?? { events: [], etag: null };
      },
      // The live query reads again and shows the skeleton meanwhile.
      (error: unknown) => console.warn('Reading the stored program failed', error),
    )
    .finally(() => {
      reading = undefined;
    });
  return reading;
};

/** What the route's loader read last, until the live query answers. */
export const preloadedEvents = (): StoredEventsRead | undefined => latest;
