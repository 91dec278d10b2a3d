/**
 * Fresh, fully migrated databases for server tests, on PGlite (always, in memory) and on
 * PostgreSQL (when it answers).
 *
 *   import { forEachDatabase } from '../helpers/test-db';
 *
 *   forEachDatabase('favourites', (use) => {
 *     it('adding twice keeps one row', async () => {
 *       const { db, handle, config, kind } = use();
 *       …
 *     });
 *   });
 *
 * - `forEachDatabase(name, fn)` declares `describe('<name> [pglite]')` and, when PostgreSQL is
 *   reachable, `describe('<name> [postgres]')`. Each block opens a fresh database in `beforeAll`
 *   and closes it in `afterAll` (a PostgreSQL database is created for the block and dropped after).
 *   `fn(use)` runs at collection time: call `use()` only inside hooks and tests.
 * - `TestDatabase`: `kind` ('pglite' | 'postgres'), `db` (Drizzle `Database`), `handle` (the
 *   `DatabaseHandle` from openDatabase: db, kind, listen, close) and `config` (a full `Config`
 *   pointing at this database, SEED=false, PORT=0). Hand `handle` to the app under test; opening
 *   `config` again gives the same database on PostgreSQL but a new empty one on in-memory PGlite.
 * - `resetDatabase(db)` empties every table and restarts ids (e.g. in `beforeEach`).
 * - `createTestDatabase(kind)` opens one database by hand; always `await close()` it.
 * - `databaseKinds` lists the kinds available in this run; `postgresSkipReason` says why
 *   PostgreSQL is missing (it is also printed once).
 *
 * PostgreSQL: TEST_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres
 * names a server where this user may CREATE DATABASE. TEST_POSTGRES=0 turns PostgreSQL tests off.
 */
import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Config, IN_MEMORY, loadConfig } from '../../server/config';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
} from '../../server/db/client';
import { schema } from '../../server/db/tables';
import { createMigratedPglite } from './pglite-snapshot';

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

const adminUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<string | undefined> {
  if (process.env.TEST_POSTGRES === '0') return 'TEST_POSTGRES=0';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return `${redact(adminUrl)} did not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//…@');
}

export const postgresSkipReason = await probePostgres();
if (postgresSkipReason) console.warn(`PostgreSQL tests skipped: ${postgresSkipReason}`);

export const databaseKinds: readonly DatabaseKind[] = postgresSkipReason
  ? ['pglite']
  : ['pglite', 'postgres'];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// The tests' push service is a local stand-in on http://127.0.0.1 (helpers/test-push-service.ts).
const testConfig = (env: Record<string, string>): Config =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    PUSH_LOOPBACK_ENDPOINTS: 'true',
    ...env,
  });

/** Opens a fresh migrated database of `kind`; `close()` closes (and drops) it. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const config = testConfig({ DATA_DIR: IN_MEMORY });
    const handle = await openDatabase(config, { pglite: await createMigratedPglite() });
    return { kind, db: handle.db, handle, config, close: handle.close };
  }
  if (postgresSkipReason) throw new Error(`PostgreSQL unavailable: ${postgresSkipReason}`);
  const name = `festival_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const config = testConfig({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: '5' });
    const handle = await openDatabase(config);
    const close = async () => {
      await handle.close();
      await drop();
    };
    return { kind, db: handle.db, handle, config, close };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Empties every table of the schema and restarts their id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  const entries: unknown[] = Object.values(schema);
  const tables = entries
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}

/** One describe block per available database kind, each with its own fresh database. */
export function forEachDatabase(name: string, fn: (use: () => TestDatabase) => void): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.close();
        current = undefined;
      });
      fn(() => {
        if (!current) throw new Error('use() is only available inside hooks and tests');
        return current;
      });
    });
  }
}
