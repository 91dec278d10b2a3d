import { useLiveQuery } from 'dexie-react-hooks';
import type { ArtistDto, EventDto, FilterValuesDto, VenueDto } from '@/api/contract/program';
import { db } from '@/offline/db';
import { FILTER_VALUES_KEY } from '@/offline/db-name';
import type { ProgramDataset } from '@/offline/sync/program-datasets';

export interface StoredList<T> {
  items: T[];
  /** True only while this device has never received the dataset (skeletons, spec §9). */
  loading: boolean;
}

/** False until the sync engine confirmed the dataset at least once on this device. */
const useEverFilled = (dataset: ProgramDataset): boolean | undefined =>
  useLiveQuery(async () => (await db.syncMeta.get(dataset))?.lastUpdated != null, [dataset]);

const storedList = <T>(items: T[] | undefined, filled: boolean | undefined): StoredList<T> => ({
  items: items ?? [],
  loading: items === undefined || (items.length === 0 && filled !== true),
});

/**
 * The program's events, live from the database: first the events the route's loader read
 * (load-program.ts), so the first render lists them, then every change the sync stores.
 */
export const useProgramEvents = (loaded: EventDto[]): StoredList<EventDto> =>
  storedList(
    useLiveQuery(() => db.events.toArray(), [], loaded),
    useEverFilled('events'),
  );

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'de', { sensitivity: 'base' }) || 0;

export const useStoredArtists = (): StoredList<ArtistDto> => {
  const artists = useLiveQuery(async () => (await db.artists.toArray()).sort(byName), []);
  return storedList(artists, useEverFilled('artists'));
};

export const useStoredVenues = (): StoredList<VenueDto> => {
  const venues = useLiveQuery(async () => (await db.venues.toArray()).sort(byName), []);
  return storedList(venues, useEverFilled('venues'));
};

export const useFilterValues = (): FilterValuesDto | undefined =>
  useLiveQuery(() => db.filterValues.get(FILTER_VALUES_KEY), []);
