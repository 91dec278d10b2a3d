import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/offline/db';
import { resetDb } from '@/offline/testing/reset-db';
import { useStoredQuery } from './use-stored-query';

const setting = (key: string) => async () => (await db.settings.get(key))?.value ?? null;

describe('useStoredQuery', () => {
  beforeEach(async () => {
    await resetDb();
    await db.settings.bulkPut([
      { key: 'a', value: 'first' },
      { key: 'b', value: 'second' },
    ]);
  });
  afterEach(cleanup);

  it('answers the default first, then the stored value, then every change', async () => {
    const { result } = renderHook(() => useStoredQuery(setting('a'), [], 'default'));
    expect(result.current).toBe('default');
    await waitFor(() => expect(result.current).toBe('first'));
    await act(() => db.settings.put({ key: 'a', value: 'changed' }));
    await waitFor(() => expect(result.current).toBe('changed'));
  });

  it('keeps the last answer until the query for new deps answers', async () => {
    const { result, rerender } = renderHook(
      ({ key }) => useStoredQuery((database) => database.settings.get(key), [key]),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current?.value).toBe('first'));
    rerender({ key: 'b' });
    expect(result.current?.value).toBe('first');
    await waitFor(() => expect(result.current?.value).toBe('second'));
  });

  it('stops answering once unmounted', async () => {
    let runs = 0;
    const { unmount } = renderHook(() =>
      useStoredQuery(async (database) => {
        runs += 1;
        return database.settings.count();
      }, []),
    );
    await waitFor(() => expect(runs).toBe(1));
    unmount();
    await db.settings.put({ key: 'c', value: 'third' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
  });
});
