import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';

/** Asks the OS for a port that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a server at `baseUrl` answers its health check within 2 s. */
export async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, {
      headers: { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN },
      signal: AbortSignal.timeout(2_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** The last `lines` lines of a log file ('' while it does not exist), for failure messages. */
export async function logTail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}
