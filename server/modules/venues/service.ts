import type { VenueDto, VenueRef } from '../../../src/api/contract/program';
import type { NameFilter } from '../../../src/api/contract/program-requests';
import type { Database } from '../../db/client';
import * as queries from './queries';

export type VenueService = ReturnType<typeof createVenueService>;

export function createVenueService(db: Database) {
  return {
    all: (): Promise<VenueDto[]> => queries.findVenues(db),
    names: (): Promise<VenueRef[]> => queries.findVenueNames(db),
    /** The venue tab's alphabet letter and search (spec §2 Program). */
    filtered: (filter?: NameFilter | null): Promise<VenueDto[]> => queries.findVenues(db, filter),
  };
}
