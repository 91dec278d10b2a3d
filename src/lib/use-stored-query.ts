import { type DependencyList, useEffect, useReducer, useRef } from 'react';
import type { FestivalDb } from '@/offline/db';
import { liveStoredQuery } from '@/offline/lazy-db';

/**
 * dexie-react-hooks' useLiveQuery over the lazily loaded database (src/offline/lazy-db.ts):
 * `defaultResult` until the first answer, then every new result of `querier`; a new `deps` keeps
 * the last result until the new query answers. A failed query throws to the nearest error
 * boundary, as useLiveQuery does.
 */
export function useStoredQuery<T>(
  querier: (database: FestivalDb) => T | Promise<T>,
  deps: DependencyList,
): T | undefined;
export function useStoredQuery<T, D>(
  querier: (database: FestivalDb) => T | Promise<T>,
  deps: DependencyList,
  defaultResult: D,
): T | D;
export function useStoredQuery<T, D>(
  querier: (database: FestivalDb) => T | Promise<T>,
  deps: DependencyList,
  defaultResult?: D,
): T | D | undefined {
  const monitor = useRef<{ result: T | D | undefined; error: unknown }>({
    result: defaultResult,
    error: null,
  });
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const subscription = liveStoredQuery(querier).subscribe({
      next: (value) => {
        const current = monitor.current;
        if (current.error === null && current.result === value) return;
        current.error = null;
        current.result = value;
        rerender();
      },
      error: (error) => {
        if (monitor.current.error === error) return;
        monitor.current.error = error;
        rerender();
      },
    });
    return () => subscription.unsubscribe();
    // The caller's deps decide when the query starts afresh, as with useLiveQuery.
  }, deps);

  const { error } = monitor.current;
  if (error)
    throw error instanceof Error
      ? error
      : new Error('Reading the database failed', { cause: error });
  return monitor.current.result;
}
