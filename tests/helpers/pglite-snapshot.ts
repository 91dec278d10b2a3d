import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY } from '../../server/config';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client';

// Starting from a dump skips initdb, which is most of a fresh PGlite's start-up time. The dump is
// cached on disk (keyed by the migrations and the PGlite version) because every test file runs in
// its own process.

function snapshotKey(): string {
  const hash = createHash('sha256');
  const pglite = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  hash.update(readFileSync(pglite));
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const snapshotFile = join(tmpdir(), `festival-pglite-${snapshotKey()}.tar`);

async function buildSnapshot(): Promise<Blob> {
  const cached = await readFile(snapshotFile).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const client = await PGlite.create();
  const handle = await openDatabase(
    { dataDir: IN_MEMORY, databaseUrl: undefined, databasePoolMax: 1 },
    { pglite: client },
  );
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const partial = `${snapshotFile}.${process.pid}.tmp`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, snapshotFile);
  return dump;
}

let snapshot: Promise<Blob> | undefined;

/** A new in-memory PGlite holding the migrated, empty schema. */
export async function createMigratedPglite(): Promise<PGlite> {
  snapshot ??= buildSnapshot();
  try {
    return await PGlite.create({ loadDataDir: await snapshot });
  } catch {
    // An unreadable cached dump: drop it and start from an empty cluster.
    await rm(snapshotFile, { force: true });
    snapshot = undefined;
    return PGlite.create();
  }
}
