/**
 * A real server process (server/main.ts through tsx, as `npm run serve` starts it) on a port of
 * its own, for tests that run several nodes against one PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, isHealthy } from '../../e2e/support/server-probe';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerNode {
  name: string;
  baseUrl: string;
  /** ws://…/ws */
  socketUrl: string;
  /** Where this node writes its mails (no SMTP_URL in tests). */
  outboxDir: string;
  /** SIGKILL: no shutdown hook runs, sockets and database sessions just drop. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** The last lines of the node's log, for failure messages. */
  logTail(): Promise<string>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts a node in production mode with `env` on top (DATABASE_URL, …) and resolves once
 * /api/health answers. `dataDir` holds only its mail outbox and log: the state is in the database.
 */
export async function startServerNode(
  name: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerNode> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const inherited = { ...process.env };
  delete inherited.SMTP_URL;
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_NAME: name,
      SEED: 'false',
      // Buyers pay through the sandbox, which production only runs when asked to.
      PAYMENT_SANDBOX: 'true',
      PUSH_LOOPBACK_ENDPOINTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const logTail = async () =>
    (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');

  const node: ServerNode = {
    name,
    baseUrl,
    socketUrl: `${baseUrl.replace('http', 'ws')}/ws`,
    outboxDir: join(dataDir, 'outbox'),
    logTail,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
      log.end();
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
      log.end();
    },
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await node.stop();
      throw new Error(`Node ${name} did not start on ${baseUrl}:\n${await logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return node;
}
