import type { HttpDeps } from '../http';
import { createSingleFlight, withExclusiveLock } from '../single-flight';
import {
  artistsDataset,
  eventsDataset,
  filterValuesDataset,
  venuesDataset,
  type ProgramDataset,
} from './program-datasets';
import { syncDataset, type SyncOutcome } from './sync-dataset';
import { syncSiteMap } from './sync-site-map';

/** The program's datasets and the site map, which is read with it (issue #39). */
export type ProgramSyncResult = Record<ProgramDataset | 'siteMap', SyncOutcome>;

const runProgramSync = async (deps: HttpDeps): Promise<ProgramSyncResult> => {
  const [events, artists, venues, filterValues, siteMap] = await Promise.all([
    syncDataset(eventsDataset, deps),
    syncDataset(artistsDataset, deps),
    syncDataset(venuesDataset, deps),
    syncDataset(filterValuesDataset, deps),
    syncSiteMap(deps),
  ]);
  return { events, artists, venues, filterValues, siteMap };
};

const PROGRAM_LOCK = 'festival-program-sync';
const programFlight = createSingleFlight<ProgramSyncResult>();

/**
 * Mirrors the program (events, artists, venues, filter values) and the site map into Dexie, each dataset in its own
 * transaction. A failed dataset keeps its old rows. Parallel calls never overlap.
 */
export const syncProgram = (deps: HttpDeps = {}): Promise<ProgramSyncResult> =>
  programFlight(() => withExclusiveLock(PROGRAM_LOCK, () => runProgramSync(deps)));
