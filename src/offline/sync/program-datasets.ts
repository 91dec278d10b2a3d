import { artistList, eventList, filterValuesDto, venueList } from '@/api/contract/program';
import type { EventDto } from '@/api/contract/program';
import {
  db,
  FILTER_VALUES_KEY,
  type ArtistRow,
  type EventRow,
  type FilterValuesRow,
  type VenueRow,
} from '../db';
import { PROGRAM_REQUESTS } from './program-requests';
import type { DatasetDefinition } from './sync-dataset';

export const PROGRAM_DATASETS = ['events', 'artists', 'venues', 'filterValues'] as const;
export type ProgramDataset = (typeof PROGRAM_DATASETS)[number];

export const toEventRow = (event: EventDto): EventRow => ({
  ...event,
  venueId: event.venue?.id ?? null,
  isConference: event.conference ? 1 : 0,
});

export const eventsDataset: DatasetDefinition<EventRow, number> = {
  name: 'events',
  request: PROGRAM_REQUESTS.events,
  table: db.events,
  toRows: (body) => eventList.parse(body).map(toEventRow),
  keyOf: (row) => row.id,
  // An attendee who opens a withdrawn event is told so, not that it is missing on the device.
  removals: {
    table: db.withdrawnEvents,
    note: async (removed, kept) => {
      await db.withdrawnEvents.bulkDelete(kept);
      await db.withdrawnEvents.bulkPut(removed.map(({ id, title }) => ({ id, title })));
    },
  },
};

export const artistsDataset: DatasetDefinition<ArtistRow, number> = {
  name: 'artists',
  request: PROGRAM_REQUESTS.artists,
  table: db.artists,
  toRows: (body) => artistList.parse(body),
  keyOf: (row) => row.id,
};

export const venuesDataset: DatasetDefinition<VenueRow, number> = {
  name: 'venues',
  request: PROGRAM_REQUESTS.venues,
  table: db.venues,
  toRows: (body) => venueList.parse(body),
  keyOf: (row) => row.id,
};

export const filterValuesDataset: DatasetDefinition<FilterValuesRow, string> = {
  name: 'filterValues',
  request: PROGRAM_REQUESTS.filterValues,
  table: db.filterValues,
  toRows: (body) => [{ ...filterValuesDto.parse(body), key: FILTER_VALUES_KEY }],
  keyOf: (row) => row.key,
};
