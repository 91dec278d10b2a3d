import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { mirrorSession } from '../session';
import { createFakeApi } from '../testing/fake-api';
import { SYNC_BATCH_ROUTE, fakeSyncBatch, sentItems } from '../testing/fake-sync-batch';
import { resetDb } from '../testing/reset-db';
import { OUTBOX_QUEUED_EVENT } from './outbox-signals';
import { queueFavourite } from './queue-favourite';
import { requestOutboxSync } from './request-outbox-sync';

const api = () =>
  createFakeApi({
    [SYNC_BATCH_ROUTE]: fakeSyncBatch(),
    'GET /api/event/favourites/my': () => ({ status: 200, body: [1] }),
    'GET /api/friends/plans': () => ({ status: 200, body: { priorities: [], friends: [] } }),
  });

const withServiceWorker = (registration: unknown) =>
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 't' });
  await queueFavourite(1, true);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('requestOutboxSync', () => {
  it('hands the replay to Background Sync where the worker has it, and tells the page sync', async () => {
    const register = vi.fn(() => Promise.resolve());
    const queued = vi.fn();
    addEventListener(OUTBOX_QUEUED_EVENT, queued);
    withServiceWorker({ scope: '/', sync: { register } });
    const fake = api();
    await expect(requestOutboxSync({ fetch: fake.fetch })).resolves.toBe('background');
    removeEventListener(OUTBOX_QUEUED_EVENT, queued);
    expect(register).toHaveBeenCalledWith('outbox');
    // The page's own sync (page-sync.ts) replays on this event; this call sends nothing itself.
    expect(queued).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('replays in the page when there is no service worker', async () => {
    const fake = api();
    await expect(requestOutboxSync({ fetch: fake.fetch })).resolves.toBe('page');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/api/sync/batch',
      '/api/event/favourites/my',
      '/api/friends/plans',
    ]);
    expect(sentItems(fake.calls)).toEqual(['favourite.add 1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays in the page when the browser has no SyncManager', async () => {
    withServiceWorker({ scope: '/' });
    const fake = api();
    await expect(requestOutboxSync({ fetch: fake.fetch })).resolves.toBe('page');
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays in the page when Background Sync is not allowed', async () => {
    const refused = new DOMException('Permission denied.', 'NotAllowedError');
    withServiceWorker({ scope: '/', sync: { register: () => Promise.reject(refused) } });
    const fake = api();
    await expect(requestOutboxSync({ fetch: fake.fetch })).resolves.toBe('page');
    expect(await db.outbox.count()).toBe(0);
  });
});
