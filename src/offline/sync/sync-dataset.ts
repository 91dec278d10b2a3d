import type { Table } from 'dexie';
import { db } from '../db';
import { apiCall, nowOf, type ApiRequest, type HttpDeps } from '../http';
import { putInBatches } from '../put-in-batches';
import { readSession } from '../session';

export type SyncOutcome = 'updated' | 'unchanged' | 'failed';

/** One dataset mirrored from the API into one table, replaced as a whole on every 200. */
export interface DatasetDefinition<Row, Key extends string | number> {
  name: string;
  request: ApiRequest;
  table: Table<Row, Key>;
  /** Validates the response body and turns it into rows; throws on a body that breaks the contract. */
  toRows: (body: unknown) => Row[];
  keyOf: (row: Row) => Key;
  /** Written in the same transaction: keeps a note of the rows a new answer leaves out. */
  removals?: {
    table: Table;
    note: (removed: Row[], kept: Key[]) => Promise<void>;
  };
}

/** Notes a sync attempt (and, when given, a confirmation) without touching the dataset's rows. */
export const recordAttempt = async (
  dataset: string,
  now: number,
  lastUpdated?: number,
): Promise<void> => {
  await db.transaction('rw', db.syncMeta, async () => {
    const meta = await db.syncMeta.get(dataset);
    await db.syncMeta.put({
      dataset,
      etag: meta?.etag ?? null,
      lastUpdated: lastUpdated ?? meta?.lastUpdated ?? null,
      lastAttempt: now,
    });
  });
};

const replaceRows = async <Row, Key extends string | number>(
  definition: DatasetDefinition<Row, Key>,
  rows: Row[],
  etag: string | null,
  now: number,
): Promise<void> => {
  const { table, keyOf, name, removals } = definition;
  const tables = removals ? [table, db.syncMeta, removals.table] : [table, db.syncMeta];
  await db.transaction('rw', tables, async () => {
    const keep = new Set<Key>(rows.map(keyOf));
    const existing = await table.toCollection().primaryKeys();
    const gone = existing.filter((key) => !keep.has(key));
    if (removals) {
      const removed = await table.bulkGet(gone);
      await removals.note(
        removed.filter((row): row is Row => row !== undefined),
        [...keep],
      );
    }
    await table.bulkDelete(gone);
    await putInBatches(table, rows);
    await db.syncMeta.put({ dataset: name, etag, lastUpdated: now, lastAttempt: now });
  });
};

/** Fetches one dataset with If-None-Match; local data changes only on a valid 200. */
export const syncDataset = async <Row, Key extends string | number>(
  definition: DatasetDefinition<Row, Key>,
  deps: HttpDeps = {},
): Promise<SyncOutcome> => {
  const [meta, session] = await Promise.all([db.syncMeta.get(definition.name), readSession()]);
  const result = await apiCall(
    { ...definition.request, etag: meta?.etag ?? null, accessToken: session?.accessToken ?? null },
    deps,
  );
  const now = nowOf(deps);
  if (result.status === 304) {
    await recordAttempt(definition.name, now, now);
    return 'unchanged';
  }
  if (result.status === 'network' || result.status < 200 || result.status >= 300) {
    await recordAttempt(definition.name, now);
    return 'failed';
  }
  let rows: Row[];
  try {
    rows = definition.toRows(result.body);
  } catch {
    await recordAttempt(definition.name, now);
    return 'failed';
  }
  await replaceRows(definition, rows, result.etag, now);
  return 'updated';
};
