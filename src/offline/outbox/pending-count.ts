import { db } from '../db';
import { readSession } from '../session';

/**
 * Changes waiting for the server, for the sync indicator: the logged-in user's rows, or every row
 * while logged out (they wait for that user to log in again). Safe inside useLiveQuery.
 */
export const pendingCount = async (): Promise<number> => {
  const session = await readSession();
  return session ? db.outbox.where('userId').equals(session.userId).count() : db.outbox.count();
};
