import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { OUTBOX_QUEUED_EVENT } from '../outbox/outbox-signals';
import { queueFavourite } from '../outbox/queue-favourite';
import { mirrorSession } from '../session';
import { createFakeApi } from '../testing/fake-api';
import { SYNC_BATCH_ROUTE, fakeSyncBatch, sentItems } from '../testing/fake-sync-batch';
import { eventFixture } from '../testing/program-fixtures';
import { programRoutes } from '../testing/program-routes';
import { resetDb } from '../testing/reset-db';
import { startPageSync } from './page-sync';

const fakeApi = () =>
  createFakeApi({
    ...programRoutes([eventFixture(1)]),
    [SYNC_BATCH_ROUTE]: fakeSyncBatch(),
    'GET /api/event/favourites/my': () => ({ status: 200, body: [1] }),
  });

let stop: () => void = () => undefined;
beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 't' });
});
afterEach(() => stop());

describe('startPageSync', () => {
  it('syncs the program and replays the outbox on start', async () => {
    await queueFavourite(1, true);
    const api = fakeApi();
    stop = startPageSync({ fetch: api.fetch });
    await vi.waitFor(async () => {
      expect(await db.events.count()).toBe(1);
      expect(await db.outbox.count()).toBe(0);
    });
    expect(sentItems(api.calls)).toEqual(['favourite.add 1']);
  });

  it('replays changes queued offline when the browser comes back online', async () => {
    const api = fakeApi();
    stop = startPageSync({ fetch: api.fetch });
    await vi.waitFor(async () => expect(await db.events.count()).toBe(1));
    await queueFavourite(1, true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('replays at once when a change is queued, without waiting for Background Sync', async () => {
    const api = fakeApi();
    stop = startPageSync({ fetch: api.fetch });
    await vi.waitFor(async () => expect(await db.events.count()).toBe(1));
    await queueFavourite(1, true);
    window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(sentItems(api.calls)).toEqual(['favourite.add 1']);
  });

  it('retries a change the worker failed to send once its backoff ends', async () => {
    const api = fakeApi();
    stop = startPageSync({ fetch: api.fetch });
    await vi.waitFor(async () => expect(await db.events.count()).toBe(1));
    await queueFavourite(1, true);
    const [row] = await db.outbox.toArray();
    await db.outbox.update(row?.id ?? '', { attempts: 1, nextAttemptAt: Date.now() + 300 });
    window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000 });
  });

  it('stops listening once stopped', async () => {
    const api = fakeApi();
    stop = startPageSync({ fetch: api.fetch });
    await vi.waitFor(async () => expect(await db.events.count()).toBe(1));
    stop();
    const before = api.calls.length;
    await queueFavourite(1, true);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.length).toBe(before);
    expect(await db.outbox.count()).toBe(1);
  });

  it('runs the program sync it is given (the page gives its worker), not its own', async () => {
    const api = fakeApi();
    const syncProgram = vi.fn(() => Promise.resolve());
    stop = startPageSync({ fetch: api.fetch, syncProgram });
    await vi.waitFor(() => expect(syncProgram).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/event/favourites/my')).toBe(true),
    );
    expect(api.calls.filter((call) => call.path === '/api/event/get/all/year')).toHaveLength(0);
  });
});
