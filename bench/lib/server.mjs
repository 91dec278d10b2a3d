import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FRONTEND_TOKEN_HEADER = 'x-frontend-token';
export const FRONTEND_TOKEN = 'festival-web-v1';
export const DEMO_USER = { email: 'user@festival.test', password: 'Festival2025!' };

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The real server (production mode, embedded PGlite, demo seed with `events` events when given)
 * on a free loopback port, serving the build in `distDir`.
 */
export async function startServer({ repoRoot, distDir, events, logDir }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'festival-bench-'));
  const log = createWriteStream(join(logDir, `server-${events ?? 'demo'}.log`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED: 'true',
    // Buyers pay through the sandbox, which production only runs when asked to.
    PAYMENT_SANDBOX: 'true',
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (events === undefined) delete env.SEED_EVENTS;
  else env.SEED_EVENTS = String(events);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}), see ${log.path}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, {
        headers: { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN },
        signal: AbortSignal.timeout(2_000),
      });
      if (res.ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`server did not start within 240 s, see ${log.path}`);
}

export async function api(baseUrl, path, { method = 'GET', token, json } = {}) {
  const headers = { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

export const login = (baseUrl, user = DEMO_USER) =>
  api(baseUrl, 'auth/signin', { method: 'POST', json: user });
