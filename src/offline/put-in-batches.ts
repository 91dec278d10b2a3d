import type { Table } from 'dexie';

/**
 * Rows written per request batch. IndexedDB clones every row on the main thread as it is put:
 * the demo program's 167 events in one bulkPut were one task of 30 ms here (120 ms on Lighthouse's
 * four times slower phone). In batches of this size each is a task of a few ms (0.2-0.5 ms a row here).
 */
export const PUT_BATCH_SIZE = 10;

/**
 * Puts `rows` batch after batch. Inside a transaction each batch is written from the success
 * event of the one before, a task of its own, and the transaction stays one: a failure rolls
 * back every batch.
 */
export const putInBatches = async <Row, Key>(
  table: Table<Row, Key>,
  rows: readonly Row[],
  size: number = PUT_BATCH_SIZE,
): Promise<void> => {
  for (let start = 0; start < rows.length; start += size) {
    await table.bulkPut(rows.slice(start, start + size));
  }
};
