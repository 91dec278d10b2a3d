/**
 * Did the database change? Every write (insert, update, delete) runs in a transaction that gets a
 * transaction id, and only committed ones change anything: so "unchanged" is "no transaction id
 * handed out since the last look has committed". Exact, and one cheap query per request instead
 * of checksumming every table. Needs a database nothing else writes to (the fuzzed app's job
 * queue is stopped).
 */
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../../server/db/client';
import { schema } from '../../server/db/tables';

const XID_WRAP = 2n ** 32n;

export interface WriteWatch {
  /** Ids of the transactions that committed since the last call. */
  committedSince(): Promise<bigint[]>;
  /** Tables holding rows those transactions wrote (deletes leave nothing to find). */
  tablesWrittenBy(xids: readonly bigint[]): Promise<string[]>;
}

/** The driver under Drizzle (PGlite or a pg Pool): a raw query costs a fifth of one via Drizzle. */
interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export async function watchWrites(db: Database): Promise<WriteWatch> {
  const client = (db as unknown as { $client: SqlClient }).$client;
  const nextXid = async () => {
    const { rows } = await client.query<{ next: string }>(
      'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next',
    );
    return BigInt(rows[0]?.next ?? '0');
  };
  let next = await nextXid();
  const entries: unknown[] = Object.values(schema);
  const tables = entries
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => getTableName(table));

  return {
    async committedSince() {
      const from = next;
      next = await nextXid();
      if (next === from) return [];
      const { rows } = await client.query<{ xid: string }>(
        `SELECT x::text AS xid FROM generate_series($1::bigint, $2::bigint) x
         WHERE pg_xact_status(x::text::xid8) = 'committed'`,
        [from.toString(), (next - 1n).toString()],
      );
      return rows.map((row) => BigInt(row.xid));
    },

    async tablesWrittenBy(xids) {
      if (xids.length === 0) return [];
      const short = sql.join(
        xids.map((xid) => sql`${(xid % XID_WRAP).toString()}`),
        sql`, `,
      );
      const found: string[] = [];
      for (const table of tables) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
              WHERE xmin::text IN (${short})`,
        );
        if ((row?.n ?? 0) > 0) found.push(table);
      }
      return found;
    },
  };
}
