import type { EventDto, VenueDto } from '@/api/contract/program';
import { db, SITE_MAP_KEY, type SiteMapRow } from '@/offline/db';
import { SITE_MAP_DATASET } from '@/offline/db-name';
import { syncProgramOffThread } from '@/offline/sync/sync-program-off-thread';

export interface LoadedSiteMap {
  row: SiteMapRow | null;
  events: EventDto[];
  venues: VenueDto[];
}

/**
 * The map route's loader, like the program's: a device that never received the map waits for its
 * first sync when online; then everything is read from Dexie, so the map opens offline.
 */
export const loadSiteMap = async (): Promise<LoadedSiteMap> => {
  const synced = (await db.syncMeta.get(SITE_MAP_DATASET))?.lastUpdated != null;
  if (!synced && navigator.onLine) {
    await syncProgramOffThread().catch((error: unknown) =>
      console.warn('The first site map sync failed', error),
    );
  }
  const [row, events, venues] = await Promise.all([
    db.siteMap.get(SITE_MAP_KEY),
    db.events.toArray(),
    db.venues.toArray(),
  ]);
  return { row: row ?? null, events, venues };
};
