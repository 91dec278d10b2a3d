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

export type ProgramSyncResult = Record<ProgramDataset, SyncOutcome>;

const runProgramSync = async (deps: HttpDeps): Promise<ProgramSyncResult> => {
  const [events, artists, venues, filterValues] = await Promise.all([
    syncDataset(eventsDataset, deps),
    syncDataset(artistsDataset, deps),
    syncDataset(venuesDataset, deps),
    syncDataset(filterValuesDataset, deps),
  ]);
  return { events, artists, venues, filterValues };
};

const PROGRAM_LOCK = 'festival-program-sync';
const programFlight = createSingleFlight<ProgramSyncResult>();

/**
 * Mirrors the program (events, artists, venues, filter values) into Dexie, each dataset in its own
 * transaction. A failed dataset keeps its old rows. Parallel calls never overlap.
 */
export const syncProgram = (deps: HttpDeps = {}): Promise<ProgramSyncResult> =>
  programFlight(() => withExclusiveLock(PROGRAM_LOCK, () => runProgramSync(deps)));
