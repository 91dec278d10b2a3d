import { db } from '../db';
import { readSession } from '../session';
import { queueIntent, type QueueDeps, type QueueOutcome } from './queue-intent';

/**
 * Saves or removes a favourite at once in Dexie and queues the call, both in one transaction.
 * Needs a mirrored session (favourites require login, spec §2).
 */
export const queueFavourite = (
  eventId: number,
  add: boolean,
  deps: QueueDeps = {},
): Promise<QueueOutcome> =>
  db.transaction('rw', db.session, db.favourites, db.outbox, async () => {
    const session = await readSession();
    if (!session) throw new Error('Saving a favourite needs a logged-in session.');
    if (add) await db.favourites.put({ eventId, userId: session.userId });
    else await db.favourites.delete(eventId);
    return queueIntent(
      { kind: add ? 'favourite.add' : 'favourite.remove', target: eventId, userId: session.userId },
      deps,
    );
  });
