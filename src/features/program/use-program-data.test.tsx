import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { resetDb } from '@/offline/testing/reset-db';
import { storeProgram } from './testing/program-db';
import { useProgramEvents } from './use-program-data';

beforeEach(resetDb);
afterEach(cleanup);

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('useProgramEvents', () => {
  it("lists the loader's events in the first render, then what the sync stores", async () => {
    const loaded = [eventFixture(1)];
    await storeProgram({ events: loaded });
    const { result } = renderHook(() => useProgramEvents(loaded));
    expect(result.current).toEqual({ items: loaded, loading: false });

    await storeProgram({ events: [eventFixture(2)] });
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2]));
  });

  it('shows the skeleton while the device has never received the program', async () => {
    const { result } = renderHook(() => useProgramEvents([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.loading).toBe(true);

    await storeProgram({ events: [] });
    await waitFor(() => expect(result.current).toEqual({ items: [], loading: false }));
  });
});
