import { DEFAULT_PAGE_SIZE } from '../../../src/api/contract/common';
import type { ArtistDto } from '../../../src/api/contract/program';
import type { ArtistPage, NameFilter } from '../../../src/api/contract/program-requests';
import type { Database } from '../../db/client';
import { toPage } from '../program/paging';
import * as queries from './queries';

export type ArtistService = ReturnType<typeof createArtistService>;

export function createArtistService(db: Database) {
  return {
    allVisible: (): Promise<ArtistDto[]> => queries.findVisibleArtists(db),

    /** Page `number` (from 0) of the program's artist tab, 10 a page (spec §9). */
    async visiblePage(number: number, filter?: NameFilter | null): Promise<ArtistPage> {
      const size = DEFAULT_PAGE_SIZE;
      const [content, total] = await Promise.all([
        queries.findVisibleArtists(db, filter, { offset: number * size, limit: size }),
        queries.countVisibleArtists(db, filter),
      ]);
      return toPage(content, total, number, size);
    },
  };
}
