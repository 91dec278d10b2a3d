import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { subscribe } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { sessionState } from '@/api/session';
import { db } from '@/offline/db';
import { persistOptions, queryClient } from './query-client';

const stored = async (): Promise<unknown[][]> => {
  const row = await db.settings.get('query-cache');
  if (typeof row?.value !== 'string') return [];
  const client = JSON.parse(row.value) as { clientState: { queries: { queryKey: unknown[] }[] } };
  return client.clientState.queries.map((query) => query.queryKey);
};

describe('the persisted query cache', () => {
  it('keeps lobby, feed and chat answers on disk, not management lists, and drops them at logout', async () => {
    // The cache's own subscriber (registered first) has seen the login once this one runs.
    await new Promise<void>((resolve) => {
      const stop = subscribe(sessionState, () => {
        stop();
        resolve();
      });
      sessionState.user = { id: 7 } as SessionUser;
    });
    queryClient.setQueryData(['lobby', 'tags'], [{ id: 4, name: 'Vinyl' }]);
    queryClient.setQueryData(['chat', 'partners'], []);
    queryClient.setQueryData(['management', 'users', '', null], []);
    await persistQueryClientSave({ queryClient, ...persistOptions });
    expect(await stored()).toEqual([
      ['lobby', 'tags'],
      ['chat', 'partners'],
    ]);

    sessionState.user = null;
    await expect.poll(stored).toEqual([]);
    expect(queryClient.getQueryData(['lobby', 'tags'])).toBeUndefined();
  });
});
