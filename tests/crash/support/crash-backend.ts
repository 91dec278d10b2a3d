import { join } from 'node:path';
import type { Config } from '../../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase, postgresSkipReason, type TestDatabase } from '../../helpers/test-db';
import { type KillProxy, type KillWhen, startKillProxy } from './pg-kill-proxy';

/**
 * Where the crash test's server keeps its data, and how a kill point is reached:
 * - PostgreSQL (preferred): a database of its own; the server talks to it through the kill
 *   proxy, so a kill lands exactly before or after a chosen statement.
 * - PGlite in DATA_DIR (fallback when PostgreSQL does not answer): only one process may open
 *   it, so the test reads it while the server is stopped, and a kill point is a delay.
 */
export interface CrashBackend {
  readonly kind: 'postgres' | 'pglite';
  /** Environment for the server process (DATABASE_URL through the proxy, or none). */
  readonly serverEnv: Record<string, string>;
  /** Whether `inspect` works while the server runs. */
  readonly liveInspect: boolean;
  /** Starts recording what the next operation does. */
  record(): void;
  /** The operation's kill points, recorded since `record`. */
  recorded(): KillPoints;
  /** Kills (calls `onKill`) at point `index` of `points` during what follows. */
  arm(points: KillPoints, index: number, onKill: () => void): void;
  /** Whether the armed kill happened; disarms. */
  disarm(): boolean;
  /** Lets the next server start reach the database again. */
  reopen(): void;
  inspect<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface KillPoints {
  count: number;
  describe(index: number): string;
}

export async function openCrashBackend(dataDir: string): Promise<CrashBackend> {
  if (postgresSkipReason) {
    console.warn(
      `crash test: PostgreSQL unavailable (${postgresSkipReason}); falling back to PGlite in ` +
        `${dataDir}: kill points are seeded delays, the database is read while the server is down`,
    );
    return pgliteBackend(dataDir);
  }
  return postgresBackend(await createTestDatabase('postgres'));
}

function statementPoints(texts: string[]): KillPoints & { point: (index: number) => Point } {
  const point = (index: number): Point => {
    const statement = Math.floor(index / 2);
    const text = texts[statement] ?? '';
    const occurrence = texts.slice(0, statement + 1).filter((t) => t === text).length;
    const when: KillWhen = index % 2 === 0 ? 'before' : 'after';
    return { text, occurrence, when, statement };
  };
  return {
    count: texts.length * 2,
    point,
    describe: (index) => {
      const p = point(index);
      const short = p.text.replace(/\s+/g, ' ').slice(0, 70);
      return `${p.when} statement ${p.statement + 1}/${texts.length} "${short}"`;
    },
  };
}

interface Point {
  text: string;
  occurrence: number;
  when: KillWhen;
  statement: number;
}

async function postgresBackend(database: TestDatabase): Promise<CrashBackend> {
  const url = new URL(database.config.databaseUrl ?? '');
  const proxy: KillProxy = await startKillProxy({
    host: url.hostname,
    port: Number(url.port || 5432),
  });
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  let texts: string[] = [];
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: proxied.toString(), DATABASE_POOL_MAX: '5' },
    liveInspect: true,
    record: () => proxy.record(),
    recorded: () => {
      texts = proxy.disarm();
      return statementPoints(texts);
    },
    arm: (points, index, onKill) => {
      const { text, occurrence, when } = (points as ReturnType<typeof statementPoints>).point(
        index,
      );
      proxy.arm({ text, occurrence, when }, onKill);
    },
    disarm: () => {
      proxy.disarm();
      return proxy.killed;
    },
    reopen: () => proxy.reopen(),
    inspect: (work) => work(database.db),
    close: async () => {
      await proxy.close();
      await database.close();
    },
  };
}

function pglitePoints(durationMs: number): KillPoints {
  const count = Math.max(1, Math.round(durationMs));
  return { count, describe: (index) => `${index} ms into the operation` };
}

function pgliteBackend(dataDir: string): CrashBackend {
  const config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'dataDir'> = {
    databaseUrl: undefined,
    databasePoolMax: 1,
    dataDir: join(dataDir),
  };
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  let fired = false;
  return {
    kind: 'pglite',
    serverEnv: {},
    liveInspect: false,
    record: () => {
      started = performance.now();
    },
    recorded: () => pglitePoints(performance.now() - started),
    arm: (_points, index, onKill) => {
      fired = false;
      timer = setTimeout(() => {
        fired = true;
        onKill();
      }, index);
    },
    disarm: () => {
      clearTimeout(timer);
      return fired;
    },
    reopen: () => undefined,
    inspect: async (work) => {
      const handle: DatabaseHandle = await openDatabase(config);
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    close: () => Promise.resolve(),
  };
}
