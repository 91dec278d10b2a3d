import type { Database } from '../../db/client';

/** What changed in the public program (for the "program changed" push and caches). */
export interface ProgramChange {
  reason:
    | 'event-created'
    | 'event-updated'
    | 'event-deleted'
    | 'event-state'
    | 'event-artists'
    | 'artist'
    | 'venue'
    | 'cache-cleared';
  eventId?: number;
}

export type ProgramChangeListener = (change: ProgramChange) => void | Promise<void>;

// Keyed by the app's database: every Fastify app (tests build many) has its own listeners.
const listeners = new WeakMap<Database, Set<ProgramChangeListener>>();

/** Hook for other modules (e.g. push: "program changed"); returns the unsubscribe function. */
export function onProgramChanged(db: Database, listener: ProgramChangeListener): () => void {
  const set = listeners.get(db) ?? new Set<ProgramChangeListener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by every management write that can change what the public program shows. */
export function notifyProgramChanged(
  db: Database,
  change: ProgramChange,
  log?: { error: (obj: object, msg: string) => void },
): void {
  for (const listener of listeners.get(db) ?? []) {
    // A failing listener must not fail the write that already happened.
    Promise.resolve()
      .then(() => listener(change))
      .catch((error: unknown) => log?.error({ err: error }, 'Program change listener failed'));
  }
}
