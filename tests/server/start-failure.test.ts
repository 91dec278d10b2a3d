import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFailure } from '../../server/start-failure';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs server/main.ts as `npm run serve` does; resolves with its exit code and all it printed. */
function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const base = { ...process.env };
    delete base.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...base, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', SEED: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not stop:\n${output}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** A port on which nothing listens (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

const oneLine = (output: string) => output.split('\n').filter((line) => line.trim() !== '');

describe('start-up failures', () => {
  let readOnly: string;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'festival-start-'));
    // Mode bits do not stop root; sysfs refuses everyone.
    if (process.getuid?.() === 0) {
      readOnly = '/sys/kernel';
    } else {
      readOnly = join(scratch, 'read-only');
      await mkdir(readOnly);
      await chmod(readOnly, 0o555);
    }
  });
  afterAll(async () => {
    await chmod(readOnly, 0o755).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  });

  it('a read-only DATA_DIR ends the start with one line and exit code 1', async () => {
    const { code, output } = await startServer({ DATA_DIR: readOnly });
    expect(code).toBe(1);
    expect(oneLine(output)).toEqual([
      expect.stringMatching(
        new RegExp(`^Festival cannot start: DATA_DIR ${readOnly} is not writable`),
      ),
    ]);
    expect(output).not.toMatch(/\n\s+at /);
  }, 70_000);

  it('a database that cannot be reached ends the start with one line and exit code 1', async () => {
    const port = await closedPort();
    const { code, output } = await startServer({
      DATA_DIR: scratch,
      DATABASE_URL: `postgres://festival:hunter2@127.0.0.1:${port}/festival`,
    });
    expect(code).toBe(1);
    expect(oneLine(output)).toEqual([
      `Festival cannot start: Cannot reach the database at 127.0.0.1:${port} (connection refused): check DATABASE_URL`,
    ]);
    expect(output).not.toContain('hunter2');
  }, 70_000);

  it('a full disk is said as such, also inside another error; a bug is not a start failure', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    expect(startFailure(full, { dataDir: '/srv/festival' })?.message).toBe(
      'DATA_DIR /srv/festival is full (no space left on device)',
    );
    const wrapped = new Error('PGlite failed', { cause: full });
    expect(startFailure(wrapped, { dataDir: '/srv/festival' })?.message).toBe(
      'DATA_DIR /srv/festival is full (no space left on device)',
    );
    expect(startFailure(new TypeError('a bug'), { dataDir: '/srv/festival' })).toBeNull();
  });
});
