import { GATE_PATHS, gateList, type GateListDto } from '@/api/contract/gate';
import { db } from '../db';
import { apiCall, nowOf, type HttpDeps } from '../http';
import { readSession } from '../session';
import { createSingleFlight } from '../single-flight';

export const GATE_DATASET = 'gate';
/** The `settings` row with the stored list's edition, its `serverTime` and the public key. */
export const GATE_LIST_SETTING = 'gate.list';

export interface StoredGateList {
  year: number;
  serverTime: string;
  publicKey: string;
  /** Tickets in the stored list (counted once per sync, not per scan). */
  tickets: number;
}

export type GateSyncOutcome = 'updated' | 'signed-out' | 'unauthorized' | 'failed';

export const readGateList = async (): Promise<StoredGateList | null> => {
  const row = await db.settings.get(GATE_LIST_SETTING);
  if (typeof row?.value !== 'string') return null;
  try {
    return JSON.parse(row.value) as StoredGateList;
  } catch {
    return null;
  }
};

const store = (list: GateListDto, now: number) =>
  db.transaction(
    'rw',
    [db.gateTickets, db.gateProducts, db.gateCheckins, db.settings, db.syncMeta],
    async () => {
      if (list.full) {
        await Promise.all([
          db.gateTickets.clear(),
          db.gateProducts.clear(),
          db.gateCheckins.clear(),
        ]);
      }
      await db.gateProducts.bulkPut(list.products);
      await db.gateTickets.bulkPut(list.tickets);
      await db.gateCheckins.bulkPut(list.checkins);
      const meta: StoredGateList = {
        year: list.year,
        serverTime: list.serverTime,
        publicKey: list.publicKey,
        tickets: await db.gateTickets.count(),
      };
      await db.settings.put({ key: GATE_LIST_SETTING, value: JSON.stringify(meta) });
      await db.syncMeta.put({
        dataset: GATE_DATASET,
        etag: null,
        lastUpdated: now,
        lastAttempt: now,
      });
    },
  );

const runGateSync = async (deps: HttpDeps, year: number | null): Promise<GateSyncOutcome> => {
  const session = await readSession();
  if (!session) return 'signed-out';
  const stored = await readGateList();
  const sameYear = stored !== null && (year === null || stored.year === year);
  const query = new URLSearchParams();
  if (year !== null || stored) query.set('year', String(year ?? stored?.year));
  if (sameYear && stored) query.set('since', stored.serverTime);
  const result = await apiCall(
    { method: 'GET', path: `/api/${GATE_PATHS.list}?${query}`, accessToken: session.accessToken },
    deps,
  );
  if (result.status === 401) return 'unauthorized';
  if (result.status === 'network' || result.status !== 200) return 'failed';
  const list = gateList.safeParse(result.body);
  if (!list.success) return 'failed';
  await store(list.data, nowOf(deps));
  return 'updated';
};

const gateFlight = createSingleFlight<GateSyncOutcome>();

/**
 * Brings this gate device's copy of the edition's tickets and check-ins up to date: the whole
 * list the first time (or for another edition), what changed since afterwards. Scans are checked
 * against it offline (gate-verdict.ts).
 */
export const syncGateList = (deps: HttpDeps = {}, year: number | null = null) =>
  gateFlight(() => runGateSync(deps, year));
