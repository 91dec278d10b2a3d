import { useState } from 'react';
import type { ArtistDto, EventDto, FilterValuesDto, VenueDto } from '@/api/contract/program';
import { FILTER_VALUES_KEY } from '@/offline/db-name';
import { useStoredQuery } from '@/lib/use-stored-query';
import type { ProgramDataset } from '@/offline/sync/program-datasets';
import { preloadedEvents, storedEventsEtag } from './stored-events-preload';

export interface StoredList<T> {
  items: T[];
  /** True only while this device has never received the dataset (skeletons, spec §9). */
  loading: boolean;
}

/** False until the sync engine confirmed the dataset at least once on this device. */
const useEverFilled = (dataset: ProgramDataset): boolean | undefined =>
  useStoredQuery(async (db) => (await db.syncMeta.get(dataset))?.lastUpdated != null, [dataset]);

const storedList = <T>(items: T[] | undefined, filled: boolean | undefined): StoredList<T> => ({
  items: items ?? [],
  loading: items === undefined || (items.length === 0 && filled !== true),
});

/**
 * The program's events from the database; the screens never render from a fetch. While the stored
 * program is still the one the route's loader read (same ETag), the live query answers with that
 * very array: a new copy of the same rows would regroup and re-render the whole list right after
 * the first paint. It then watches only the ETag, which every write of the events changes.
 */
export const useStoredEvents = (): StoredList<EventDto> => {
  const [preloaded] = useState(preloadedEvents);
  const events = useStoredQuery(
    async (db) => {
      if (preloaded?.etag != null && (await storedEventsEtag(db)) === preloaded.etag) {
        return preloaded.events;
      }
      return db.events.toArray();
    },
    [],
    preloaded?.events,
  );
  return storedList(events, useEverFilled('events'));
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }) || 0;

export const useStoredArtists = (): StoredList<ArtistDto> => {
  const artists = useStoredQuery(async (db) => (await db.artists.toArray()).sort(byName), []);
  return storedList(artists, useEverFilled('artists'));
};

export const useStoredVenues = (): StoredList<VenueDto> => {
  const venues = useStoredQuery(async (db) => (await db.venues.toArray()).sort(byName), []);
  return storedList(venues, useEverFilled('venues'));
};

export const useFilterValues = (): FilterValuesDto | undefined =>
  useStoredQuery((db) => db.filterValues.get(FILTER_VALUES_KEY), []);
