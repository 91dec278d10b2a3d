import type { FestivalDb } from '../db';
import { SESSION_KEY } from '../db-name';

/**
 * Changes waiting for the server, for the sync indicator: the logged-in user's rows, or every row
 * while logged out (they wait for that user to log in again). Safe inside a live query.
 */
export const pendingCount = async (db: FestivalDb): Promise<number> => {
  const session = await db.session.get(SESSION_KEY);
  return session ? db.outbox.where('userId').equals(session.userId).count() : db.outbox.count();
};
