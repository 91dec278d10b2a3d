import { useState, useSyncExternalStore } from 'react';
import type { ArtistDto, EventDto, FilterValuesDto, VenueDto } from '@/api/contract/program';
import type { FestivalDb } from '@/offline/db';
import { FILTER_VALUES_KEY } from '@/offline/db-name';
import { useStoredQuery } from '@/lib/use-stored-query';
import type { ProgramDataset } from '@/offline/sync/program-datasets';
import {
  shownEvents,
  storedEventsEtag,
  subscribeShownEvents,
  type StoredEventsRead,
} from './stored-events-preload';

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

interface StoredAnswer {
  events: EventDto[];
  /** What was shown when the query started: a later download is newer than this answer. */
  basis: StoredEventsRead | undefined;
}

/** The live query of the events, handing back the shown array while it is what is stored. */
const eventsQuery = () => {
  let last: StoredAnswer | undefined;
  return async (db: FestivalDb): Promise<StoredAnswer> => {
    const basis = shownEvents();
    const etag = await storedEventsEtag(db);
    // The shown array while it is what is stored, or a download the database has no program
    // besides yet (the sync stores it moments later).
    const keep = basis?.etag != null && (etag === basis.etag || (basis.unstored && etag === null));
    const events = keep ? basis.events : await db.events.toArray();
    if (last?.events !== events || last.basis !== basis) last = { events, basis };
    return last;
  };
};

/**
 * The program's events; the screens never render from a fetch of their own. First what the
 * route's loader read (or a first visit's download, stored-events-preload.ts), then the live
 * query of the database. While the stored program is the one shown (same ETag), the query answers
 * with that very array: a new copy of the same rows would regroup and re-render the whole list
 * right after the first paint. An answer to a query that started before something newer was
 * shown is passed over.
 */
export const useStoredEvents = (): StoredList<EventDto> => {
  const shown = useSyncExternalStore(subscribeShownEvents, shownEvents);
  const [query] = useState(eventsQuery);
  const stored = useStoredQuery(query, []);
  const events = stored && stored.basis === shown ? stored.events : shown?.events;
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
