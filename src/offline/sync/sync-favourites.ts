import { favouriteIds } from '@/api/contract/program';
import { FAVOURITES_DATASET } from '../db-name';
import { db } from '../db';
import { apiCall, nowOf, type HttpDeps } from '../http';
import { OUTBOX_LOCK } from '../outbox/outbox-signals';
import { readSession } from '../session';
import { createSingleFlight, withExclusiveLock } from '../single-flight';

export type FavouritesSyncOutcome = 'updated' | 'signed-out' | 'unauthorized' | 'failed';

/** Server favourites with the user's pending outbox intents applied on top (pending rows win). */
const mergeAndStore = (userId: number, serverIds: number[], now: number): Promise<void> =>
  db.transaction('rw', db.favourites, db.outbox, db.syncMeta, async () => {
    const ids = new Set(serverIds);
    const pending = (await db.outbox.where('userId').equals(userId).sortBy('created')).filter(
      (row) => row.kind === 'favourite.add' || row.kind === 'favourite.remove',
    );
    for (const row of pending) {
      if (row.kind === 'favourite.add') ids.add(row.target);
      else ids.delete(row.target);
    }
    const stale = await db.favourites
      .filter((row) => row.userId !== userId || !ids.has(row.eventId))
      .primaryKeys();
    await db.favourites.bulkDelete(stale);
    await db.favourites.bulkPut([...ids].map((eventId) => ({ eventId, userId })));
    await db.syncMeta.put({
      dataset: FAVOURITES_DATASET,
      etag: null,
      lastUpdated: now,
      lastAttempt: now,
    });
  });

const runFavouritesSync = async (deps: HttpDeps): Promise<FavouritesSyncOutcome> => {
  const session = await readSession();
  if (!session) return 'signed-out';
  const result = await apiCall(
    { method: 'GET', path: '/api/event/favourites/my', accessToken: session.accessToken },
    deps,
  );
  if (result.status === 401) return 'unauthorized';
  const parsed =
    result.status !== 'network' && result.status >= 200 && result.status < 300
      ? favouriteIds.safeParse(result.body)
      : null;
  if (!parsed?.success) return 'failed';
  await mergeAndStore(session.userId, parsed.data, nowOf(deps));
  return 'updated';
};

const favouritesFlight = createSingleFlight<FavouritesSyncOutcome>();

/** Pulls the logged-in user's favourites; never runs while the outbox is being replayed. */
export const syncFavourites = (deps: HttpDeps = {}): Promise<FavouritesSyncOutcome> =>
  favouritesFlight(() => withExclusiveLock(OUTBOX_LOCK, () => runFavouritesSync(deps)));
