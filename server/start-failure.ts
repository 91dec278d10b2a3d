import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IN_MEMORY, type Config } from './config';

/**
 * Start-up failures an operator can fix, each said in one line instead of a stack trace:
 * a data directory that cannot be written or is full, a database that cannot be reached.
 */
export class StartFailure extends Error {
  override name = 'StartFailure';
}

const DATA_DIR_CODES: Record<string, string> = {
  EACCES: 'is not writable (permission denied)',
  EPERM: 'is not writable (operation not permitted)',
  EROFS: 'is on a read-only file system',
  ENOSPC: 'is full (no space left on device)',
  EDQUOT: 'is full (disk quota exceeded)',
  ENOTDIR: 'is not a directory',
};

const DATABASE_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name could not be resolved',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
  '28P01': 'password authentication failed',
  '28000': 'access refused',
  '3D000': 'database does not exist',
};

/** Error codes of an error, its causes and, for an AggregateError (IPv4 and IPv6 tried), its parts. */
function codesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...codesOf(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, depth + 1)) : []),
  ];
}

/** host:port of DATABASE_URL, never its user or password. */
function databaseAddress(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Fails with a StartFailure unless files can be created in DATA_DIR, when something is kept there:
 * the embedded database (no DATABASE_URL) or the mail outbox (no SMTP_URL).
 */
export async function checkDataDir(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'smtpUrl'>,
): Promise<void> {
  const { dataDir } = config;
  if (dataDir === IN_MEMORY || (config.databaseUrl && config.smtpUrl)) return;
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, 'festival');
    await rm(probe, { force: true });
  } catch (error) {
    throw startFailure(error, { dataDir }) ?? error;
  }
}

/** The one line that says what went wrong, or null for a failure that is a bug (stack wanted). */
export function startFailure(
  error: unknown,
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'databaseUrl' | 'port'>>,
): StartFailure | null {
  if (error instanceof StartFailure) return error;
  const codes = codesOf(error);
  const dataCode = codes.find((code) => code in DATA_DIR_CODES);
  if (dataCode && !config.databaseUrl) {
    return new StartFailure(`DATA_DIR ${config.dataDir} ${DATA_DIR_CODES[dataCode]}`);
  }
  const dbCode = codes.find((code) => code in DATABASE_CODES);
  if (dbCode && config.databaseUrl) {
    const where = databaseAddress(config.databaseUrl);
    return new StartFailure(
      `Cannot reach the database at ${where} (${DATABASE_CODES[dbCode]}): check DATABASE_URL`,
    );
  }
  if (codes.includes('EADDRINUSE')) {
    return new StartFailure(`PORT ${config.port ?? ''} is already in use`);
  }
  if (dataCode) return new StartFailure(`DATA_DIR ${config.dataDir} ${DATA_DIR_CODES[dataCode]}`);
  return null;
}
