import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/offline/db';
import { toEventRow } from '@/offline/sync/program-datasets';
import { makeEvent } from './rules/event-fixture';
import { shownEvents, preloadStoredEvents, showEvents } from './stored-events-preload';
import { useStoredEvents } from './use-program-data';

/** Writes events the way the sync engine does: table and ETag in one transaction. */
const syncEvents = async (titles: string[], etag: string) => {
  await db.transaction('rw', db.events, db.syncMeta, async () => {
    await db.events.clear();
    await db.events.bulkPut(titles.map((title, i) => toEventRow(makeEvent({ id: i + 1, title }))));
    await db.syncMeta.put({ dataset: 'events', etag, lastUpdated: Date.now(), lastAttempt: 0 });
  });
};

describe('useStoredEvents', () => {
  beforeEach(async () => {
    await db.open();
    await syncEvents(['Opening', 'Closing'], '"v1"');
    await preloadStoredEvents();
  });
  afterEach(async () => {
    cleanup();
    await Promise.all(db.tables.map((table) => table.clear()));
  });

  it('keeps the array the loader read while the stored program is unchanged', async () => {
    const preloaded = shownEvents()?.events;
    const { result } = renderHook(() => useStoredEvents());
    expect(result.current.items).toBe(preloaded);
    // Let the live query answer; it must hand back the very same array, not a copy.
    await waitFor(() => expect(result.current.loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toBe(preloaded);
  });

  it('shows the new program as soon as a sync writes it', async () => {
    const { result } = renderHook(() => useStoredEvents());
    await syncEvents(['Opening', 'Late set', 'Closing'], '"v2"');
    await waitFor(() =>
      expect(result.current.items.map((event) => event.title)).toEqual([
        'Opening',
        'Late set',
        'Closing',
      ]),
    );
    await syncEvents(['Only one'], '"v3"');
    await waitFor(() =>
      expect(result.current.items.map((event) => event.title)).toEqual(['Only one']),
    );
  });

  it('shows a download before it is stored, and keeps that array once the sync stores it', async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await preloadStoredEvents();
    const empty = renderHook(() => useStoredEvents());
    await waitFor(() => expect(empty.result.current.loading).toBe(true));

    // Shown while one screen is open, and before the live query of the next one starts.
    const download = ['Opening', 'Late set'].map((title, i) => makeEvent({ id: i + 1, title }));
    act(() => showEvents({ events: download, etag: '"v9"', unstored: true }));
    expect(empty.result.current.items).toBe(download);
    const { result } = renderHook(() => useStoredEvents());
    // The live query's answers while the database is still empty do not hide the download.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toBe(download);

    await syncEvents(['Opening', 'Late set'], '"v9"');
    await waitFor(() => expect(result.current.loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.items).toBe(download);
  });
});
