// The server side of the lobby, chat and push benchmarks: the real app (server/app.ts, as
// server/main.ts builds it) in a child process started with tsx, on a fresh database, plus the
// data the benchmark needs (bench/lib/fixtures.mjs). The benchmark drives it over IPC; its
// clients talk to it over loopback HTTP and WebSocket like phones would.
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./fixture-server-child.mjs', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the app with `fixture` (a name in fixtures.mjs) and its `options`; resolves once it
 * listens, with what the fixture answered (`data`), `call(name, args)` for the fixture's actions
 * and `stop()`. `databaseUrl` runs it on PostgreSQL instead of a PGlite data directory.
 */
export async function startFixtureServer({ fixture, options = {}, databaseUrl, env = {}, logDir }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'festival-bench-fixture-'));
  const log = createWriteStream(join(logDir ?? dataDir, `fixture-${fixture}.log`));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED: 'false',
    // Buyers pay through the sandbox, which production only runs when asked to.
    PAYMENT_SANDBOX: 'true',
    DATA_DIR: dataDir,
    PUSH_LOOPBACK_ENDPOINTS: 'true',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const child = fork(CHILD, [], {
    cwd: REPO,
    env: childEnv,
    // BENCH_PROFILE=<dir> writes a CPU profile of the server there (node --cpu-prof).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
    ],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let nextId = 0;
  const pending = new Map();
  let exited = null;
  child.on('message', (message) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${fixture}: ${message.error}`));
    else waiter.resolve(message.result);
  });
  child.on('exit', (code) => {
    exited = code;
    for (const waiter of pending.values()) {
      waiter.reject(new Error(`fixture server exited (${code}), see ${log.path}`));
    }
    pending.clear();
  });
  const request = (type, payload) =>
    new Promise((resolve, reject) => {
      if (exited !== null) {
        reject(new Error(`fixture server exited (${exited}), see ${log.path}`));
        return;
      }
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      child.send({ id, type, ...payload });
    });
  const stop = async () => {
    if (exited === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await request('start', { fixture, options });
    return {
      ...started,
      call: (name, args = {}) => request('call', { name, args }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
