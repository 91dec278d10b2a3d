import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { subscribe } from 'valtio/vanilla';
import { sessionState } from '@/api/session';
import { db } from '@/offline/db';
import { version } from '../../package.json';

/** Query keys starting with these are kept in IndexedDB, so their last answer shows offline. */
const PERSISTED = new Set<unknown>(['lobby', 'feed', 'chat', 'notifications', 'announcement']);

/** A festival weekend without a connection still shows what was read before it. */
const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** The one cache of network-first screens: lobby, feed, chat history, management lists, gate counts. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      staleTime: 5_000,
      refetchOnWindowFocus: true,
      // Kept in memory as long as on disk, or a persisted answer would be dropped at the next save.
      gcTime: MAX_AGE_MS,
      // The answer decides, not navigator.onLine: offline, a screen shows its failure text at once.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

const persister = createAsyncStoragePersister({
  key: 'query-cache',
  // The `settings` key-value table of the app's Dexie database.
  storage: {
    getItem: async (key) => {
      const row = await db.settings.get(key);
      return typeof row?.value === 'string' ? row.value : null;
    },
    setItem: (key, value) => db.settings.put({ key, value }),
    removeItem: (key) => db.settings.delete(key),
  },
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: MAX_AGE_MS,
  // A new version may change what an answer looks like: it starts with an empty cache.
  buster: version,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && PERSISTED.has(query.queryKey[0]),
  },
};

// A logout (or another member's login) empties the cache and its copy on disk: a shared phone
// must not show the last member's chats.
let member = sessionState.user?.id ?? null;
subscribe(sessionState, () => {
  const next = sessionState.user?.id ?? null;
  if (next === member) return;
  member = next;
  queryClient.clear();
  void persister.removeClient();
});
