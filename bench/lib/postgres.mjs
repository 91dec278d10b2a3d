import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the PostgreSQL figures run: BENCH_POSTGRES_URL, else the local server of the tests. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(text) {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2000,
  });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs `task(url)` on a fresh database of the PostgreSQL server, dropped afterwards; resolves to
 * undefined (with the reason in `skipped`) when no server answers.
 */
export async function withPostgresDatabase(task, skipped) {
  const name = `festival_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    skipped.push(`PostgreSQL figures: no server at BENCH_POSTGRES_URL (${error.message})`);
    return undefined;
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await task(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
