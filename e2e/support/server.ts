import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_TMP_DIR, REPO_ROOT } from './paths';
import { freePort, isHealthy, logTail as tail } from './server-probe';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), STOP_TIMEOUT_MS));
  if ((await Promise.race([exited(child), timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited(child);
  }
}

export interface StartServerOptions {
  /** Extra environment, e.g. WEB_DIST_DIR for a second deployment; wins over the defaults. */
  env?: NodeJS.ProcessEnv;
  /** Log file name under e2e/.tmp, so a second server does not overwrite the first one's log. */
  logName?: string;
  /** A fixed port, e.g. to restart a server where its pages (one origin) expect it. */
  port?: number;
}

/**
 * Starts the real server (server/main.ts through tsx) in production mode on a free port with an
 * empty DATA_DIR, so it migrates and seeds its demo data exactly as `npm start` does.
 */
export async function startServer(
  dataDir: string,
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(E2E_TMP_DIR, { recursive: true });
  const logFile = join(E2E_TMP_DIR, options.logName ?? 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED: 'true',
    // The demo's sandbox provider: production refuses it unless asked for (TEST MODE shows).
    PAYMENT_SANDBOX: 'true',
    // Push tests hand the app subscriptions of a local test push service on http://127.0.0.1.
    PUSH_LOOPBACK_ENDPOINTS: 'true',
    // The operator the imprint and privacy pages name (privacy.e2e.ts).
    IMPRINT_NAME: 'Festival Demo GmbH',
    IMPRINT_ADDRESS: 'Hafenstraße 1; 20457 Hamburg; Deutschland',
    IMPRINT_EMAIL: 'hallo@festival.test',
    IMPRINT_REPRESENTATIVE: 'Alexandra Brandt',
    IMPRINT_REGISTER: 'Amtsgericht Hamburg, HRB 123456',
    PRIVACY_CONTACT: 'datenschutz@festival.test',
    ...options.env,
  };
  // Mail must land in DATA_DIR/outbox, and the embedded database is what `npm start` uses.
  delete env.SMTP_URL;
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    await stopChild(child);
    log.end();
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `The server exited with code ${child.exitCode} before /api/health answered.\n` +
          `Last lines of ${logFile}:\n${await tail(logFile)}`,
      );
    }
    if (await isHealthy(baseUrl)) return { baseUrl, dataDir, logFile, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `The server did not answer ${baseUrl}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s.\n` +
      `Last lines of ${logFile}:\n${await tail(logFile)}`,
  );
}
