import { readEventList } from '@/api/contract/event-reader';
import { artistList, filterValuesDto, venueList } from '@/api/contract/program';
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
  // The zod-free event reader the first visit shows the download with, kept equal to `eventList`
  // by event-reader.test.ts: a cold zod parse of the demo program's 167 events took 10-20 ms
  // (one task), the reader 2 ms.
  toRows: (body) => {
    const events = readEventList(body);
    if (!events) throw new Error('The event list breaks the contract');
    return events.map(toEventRow);
  },
  keyOf: (row) => row.id,
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
