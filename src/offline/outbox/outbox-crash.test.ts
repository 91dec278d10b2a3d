import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { mirrorSession } from '../session';
import { createFakeApi } from '../testing/fake-api';
import { SYNC_BATCH_ROUTE, fakeSyncBatch, sentItems } from '../testing/fake-sync-batch';
import { resetDb } from '../testing/reset-db';
import { queueFavourite } from './queue-favourite';

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 'token-7' });
});

describe('outbox across a crash', () => {
  it('a favourite queued before the app died reaches the server after a restart', async () => {
    await queueFavourite(11, true);
    await queueFavourite(12, false);
    // The tab dies between the local write and any flush: connection gone, module state gone.
    db.close({ disableAutoOpen: false });
    vi.resetModules();
    const restarted = await import('../db');
    const { flushOutbox } = await import('./flush-outbox');
    expect(restarted.db).not.toBe(db);
    expect(await restarted.db.favourites.toArray()).toEqual([{ eventId: 11, userId: 7 }]);

    const api = createFakeApi({ [SYNC_BATCH_ROUTE]: fakeSyncBatch() });
    await expect(flushOutbox({ fetch: api.fetch })).resolves.toMatchObject({ sent: 2 });
    expect(sentItems(api.calls)).toEqual(['favourite.add 11', 'favourite.remove 12']);
    expect(await restarted.db.outbox.count()).toBe(0);
    restarted.db.close();
  });
});
