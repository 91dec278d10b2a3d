import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort, isHealthy } from '../../../e2e/support/server-probe';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

/**
 * The real server (server/main.ts through tsx, production mode) as a child process that a test
 * can SIGKILL and start again on the same port, data directory and database.
 */
export interface ServerProcess {
  readonly baseUrl: string;
  /** Starts a new process and waits until /api/health answers; counts the starts. */
  start(): Promise<void>;
  /** SIGKILL, synchronously: called by the kill proxy at the chosen statement. */
  kill(): void;
  /** Resolves once the current process is gone. */
  exited(): Promise<void>;
  /** SIGTERM and wait (the graceful stop `npm start` gets). */
  stop(): Promise<void>;
  readonly starts: number;
}

const gone = (child: ChildProcess | null) =>
  !child || child.exitCode !== null || child.signalCode !== null;

export async function serverProcess(options: {
  dataDir: string;
  logFile: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let child: ChildProcess | null = null;
  let starts = 0;

  const exited = () =>
    new Promise<void>((resolve) => {
      if (gone(child)) resolve();
      else child?.once('exit', () => resolve());
    });

  const start = async () => {
    if (!gone(child)) throw new Error('The server is still running');
    starts += 1;
    log.write(`\n--- start ${starts} ---\n`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      SEED: 'false',
      // Buyers pay through the sandbox, which production only runs when asked to.
      PAYMENT_SANDBOX: 'true',
      PUSH_LOOPBACK_ENDPOINTS: 'true',
      ...options.env,
    };
    delete env.SMTP_URL;
    if (!options.env.DATABASE_URL) delete env.DATABASE_URL;
    const next = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    next.stdout.pipe(log, { end: false });
    next.stderr.pipe(log, { end: false });
    child = next;
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (gone(next)) break;
      if (await isHealthy(baseUrl)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tail = (await readFile(options.logFile, 'utf8')).split('\n').slice(-30).join('\n');
    next.kill('SIGKILL');
    throw new Error(`The server did not come up (start ${starts}); log tail:\n${tail}`);
  };

  return {
    baseUrl,
    start,
    kill: () => {
      child?.kill('SIGKILL');
    },
    exited,
    stop: async () => {
      if (gone(child)) return;
      child?.kill('SIGTERM');
      await exited();
    },
    get starts() {
      return starts;
    },
  };
}
