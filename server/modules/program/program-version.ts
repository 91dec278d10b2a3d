import { sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../../db/client';

/** Channel the program_changed() trigger notifies after each committed program change. */
export const PROGRAM_CHANGED_CHANNEL = 'program_changed';

export interface ProgramVersion {
  /**
   * A value that differs after every committed change of the public program, read after the
   * call: whatever a caller wrote before asking is already counted.
   */
  current(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Runs `read` for callers that arrive while it runs once more after it, shared by all of them:
 * every caller gets a value read after it called, with at most two reads under way.
 */
function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * The validator of the cached program (migration 0005 keeps `program_version` by triggers).
 * PGlite is one node whose notifications arrive before the writing call returns, so it counts
 * them and never asks the database. PostgreSQL nodes read the version row: another node's write
 * must be seen at once, and its NOTIFY may still be on the way.
 */
export async function watchProgramVersion(database: DatabaseHandle): Promise<ProgramVersion> {
  if (database.kind === 'pglite') {
    let changes = 0;
    const stop = await database.listen(PROGRAM_CHANGED_CHANNEL, () => {
      changes += 1;
    });
    return { current: () => Promise.resolve(`local:${changes}`), close: stop };
  }
  const read = freshReads(async () => {
    const [row] = await queryRows<{ version: string | number }>(
      database.db,
      sql`SELECT version FROM program_version WHERE id = 1`,
    );
    return `db:${row?.version ?? 0}`;
  });
  return { current: read, close: () => Promise.resolve() };
}
