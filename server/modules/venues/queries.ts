import { asc, sql } from 'drizzle-orm';
import type { VenueDto, VenueRef } from '../../../src/api/contract/program';
import type { NameFilter } from '../../../src/api/contract/program-requests';
import type { Executor } from '../../db/client';
import { venues } from '../../db/schema/program';
import { nameMatches } from '../program/name-filter';
import { fileUrlOf } from '../program/program-sql';

const byName = [asc(sql`lower(${venues.name})`), asc(venues.id)];

/** All venues by name, optionally narrowed by letter and search. */
export function findVenues(db: Executor, filter?: NameFilter | null): Promise<VenueDto[]> {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      latitude: venues.latitude,
      longitude: venues.longitude,
      image: fileUrlOf(venues.imageFileId),
      website: venues.website,
    })
    .from(venues)
    .where(nameMatches(sql`${venues.name}`, filter))
    .orderBy(...byName);
}

export function findVenueNames(db: Executor): Promise<VenueRef[]> {
  return db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .orderBy(...byName);
}
