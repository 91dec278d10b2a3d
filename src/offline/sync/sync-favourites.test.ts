import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { queueFavourite } from '../outbox/queue-favourite';
import { mirrorSession } from '../session';
import { createFakeApi, type FakeAnswer } from '../testing/fake-api';
import { resetDb } from '../testing/reset-db';
import { syncFavourites } from './sync-favourites';

const MY = 'GET /api/event/favourites/my';
const favouriteIds = async () => (await db.favourites.toArray()).map((row) => row.eventId).sort();

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 'token-7' });
});

describe('syncFavourites', () => {
  it('mirrors the server favourites of the logged-in user', async () => {
    await db.favourites.bulkPut([
      { eventId: 1, userId: 7 },
      { eventId: 9, userId: 8 },
    ]);
    const api = createFakeApi({ [MY]: () => ({ status: 200, body: [2, 3] }) });
    await expect(syncFavourites({ fetch: api.fetch })).resolves.toBe('updated');
    expect(await favouriteIds()).toEqual([2, 3]);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer token-7');
  });

  it('lets pending outbox intents win over the server list', async () => {
    await db.favourites.put({ eventId: 2, userId: 7 });
    await queueFavourite(1, true);
    await queueFavourite(2, false);
    const api = createFakeApi({ [MY]: () => ({ status: 200, body: [2, 3] }) });
    await syncFavourites({ fetch: api.fetch });
    expect(await favouriteIds()).toEqual([1, 3]);
  });

  it.each<[string, FakeAnswer, string]>([
    ['offline', 'network', 'failed'],
    ['401', { status: 401, body: { message: 'Expired' } }, 'unauthorized'],
    ['500', { status: 500 }, 'failed'],
  ])('keeps local favourites when %s', async (_, answer, outcome) => {
    await queueFavourite(4, true);
    const api = createFakeApi({ [MY]: () => answer });
    await expect(syncFavourites({ fetch: api.fetch })).resolves.toBe(outcome);
    expect(await favouriteIds()).toEqual([4]);
  });

  it('does nothing while logged out', async () => {
    await mirrorSession(null);
    const api = createFakeApi({ [MY]: () => ({ status: 200, body: [] }) });
    await expect(syncFavourites({ fetch: api.fetch })).resolves.toBe('signed-out');
    expect(api.calls).toEqual([]);
  });
});
