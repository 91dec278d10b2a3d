import type { EventDto } from '@/api/contract/program';
import { db } from '@/offline/db';
import { syncProgramOffThread } from '@/offline/sync/sync-program-off-thread';

/**
 * The program routes' loader. A device that never received the program waits for its first sync
 * (in the sync worker); then the stored events are read, so the screen's first render lists them
 * and its live query (use-program-data.ts) takes over from there.
 */
export const loadProgram = async (): Promise<EventDto[]> => {
  const synced = (await db.syncMeta.get('events'))?.lastUpdated != null;
  if (!synced && navigator.onLine) {
    // Offline or failed: the screen shows its skeleton and the page's sync tries again.
    await syncProgramOffThread().catch((error: unknown) =>
      console.warn('The first program sync failed', error),
    );
  }
  return db.events.toArray();
};
