import type { EventDto } from '@/api/contract/program';
import { db } from '@/offline/db';
import { syncProgramOffThread } from '@/offline/sync/sync-program-off-thread';

/**
 * The program routes' loader: the stored events, so a returning visit's first render lists them
 * and the screen's live query (use-program-data.ts) takes over. A device that never received the
 * program starts its first sync (in the sync worker) and does not wait for it: the screen shows
 * its skeleton at once and fills as the sync stores the lists.
 */
export const loadProgram = async (): Promise<EventDto[]> => {
  const synced = (await db.syncMeta.get('events'))?.lastUpdated != null;
  if (!synced && navigator.onLine) {
    // Offline or failed: the skeleton stays and the page's sync tries again.
    syncProgramOffThread().catch((error: unknown) =>
      console.warn('The first program sync failed', error),
    );
  }
  return db.events.toArray();
};
