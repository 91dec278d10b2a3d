import type { Database } from '../../db/client';

// Per-node in-memory caches (e.g. the built program lists), keyed by the app's database.
const caches = new WeakMap<Database, Set<() => void>>();

/** A cache that GET /api/cache/clear empties. */
export function registerClearableCache(db: Database, clear: () => void): void {
  const set = caches.get(db) ?? new Set<() => void>();
  caches.set(db, set);
  set.add(clear);
}

/** Empties every registered cache of this app; answers how many there were. */
export function clearCaches(db: Database): number {
  const set = caches.get(db);
  for (const clear of set ?? []) clear();
  return set?.size ?? 0;
}
