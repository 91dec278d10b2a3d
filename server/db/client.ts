import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY, type Config } from '../config';
import { createListener } from './listener';
import { type Schema, schema } from './tables';

/** One type for both drivers: services are written once against it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs `handler` for every NOTIFY on `channel` (from any node); resolves to an unsubscribe. */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

export type DatabaseConfig = Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'>;

export interface OpenDatabaseOptions {
  /** Errors of idle PostgreSQL connections; they would crash the process if unhandled. */
  onError?: (error: Error) => void;
  /** An open PGlite to use instead of DATA_DIR (tests start from a snapshot); close() closes it. */
  pglite?: PGlite;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed 64-bit number works; all nodes must use the same one.
const MIGRATION_LOCK_ID = 7_262_930_151;

/** Opens PGlite (default) or PostgreSQL (DATABASE_URL) and applies pending migrations. */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolMax, options)
    : openPglite(options.pglite ?? (await createPglite(config.dataDir)));
}

/** Rows of a raw SQL query, the same on both drivers (cast counts to ::int in the SQL). */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

async function createPglite(dataDir: string): Promise<PGlite> {
  if (dataDir === IN_MEMORY) return PGlite.create();
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return PGlite.create(dir);
}

async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'pglite',
      listen: (channel, handler) => client.listen(channel, handler).then((off) => () => off()),
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(
  url: string,
  max: number,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  const onError = options.onError ?? ((error: Error) => console.error('PostgreSQL:', error));
  pool.on('error', onError);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listener = createListener(pool, onError);
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Several nodes may start at once: the advisory lock lets one migrate while the others wait. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
