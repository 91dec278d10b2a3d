import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';

const ROWS_PER_STATEMENT = 2_000;
const BYTES_PER_STATEMENT = 4_000_000;

const recordsetType = (sqlType: string) =>
  sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType;

/** JSON form PostgreSQL reads back into the column type (bytea as hex, instants as ISO). */
const jsonValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
};

/**
 * Inserts many rows with one JSON parameter per statement (jsonb_to_recordset). Binding tens of
 * thousands of single parameters is what made seeding slow, on PGlite above all.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  const shape = sql.raw(
    columns.map(([, c]) => `"${c.name}" ${recordsetType(c.getSQLType())}`).join(', '),
  );
  const target = sql.raw(`"${getTableName(table)}"`);
  const flush = async (batch: string[]) => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    await tx.execute(
      sql`INSERT INTO ${target} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS r(${shape})`,
    );
  };
  let batch: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const text = JSON.stringify(
      Object.fromEntries(columns.map(([key, c]) => [c.name, jsonValue(record[key])])),
    );
    if (batch.length >= ROWS_PER_STATEMENT || bytes + text.length > BYTES_PER_STATEMENT) {
      await flush(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(text);
    bytes += text.length;
  }
  await flush(batch);
  return rows.length;
}
