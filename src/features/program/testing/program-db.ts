import type { ArtistDto, EventDto, VenueDto } from '@/api/contract/program';
import { db } from '@/offline/db';
import { toEventRow, type ProgramDataset } from '@/offline/sync/program-datasets';

const markSynced = (dataset: ProgramDataset) =>
  db.syncMeta.put({ dataset, etag: null, lastUpdated: Date.now(), lastAttempt: Date.now() });

/** Stores the program in Dexie as the sync engine would, marking the datasets as loaded. */
export const storeProgram = async ({
  events = [],
  artists = [],
  venues = [],
}: {
  events?: EventDto[];
  artists?: ArtistDto[];
  venues?: VenueDto[];
}): Promise<void> => {
  await db.events.bulkPut(events.map(toEventRow));
  await db.artists.bulkPut(artists);
  await db.venues.bulkPut(venues);
  await Promise.all((['events', 'artists', 'venues'] as const).map(markSynced));
};
