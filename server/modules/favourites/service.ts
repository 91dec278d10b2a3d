import { PROGRAM_MESSAGES } from '../../../src/api/contract/program-requests';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { HttpError } from '../../plugins/http-error';
import * as queries from './queries';

export type FavouriteService = ReturnType<typeof createFavouriteService>;

const eventNotFound = () => new HttpError(404, PROGRAM_MESSAGES.eventNotFound);

/** The personal timetable (spec §7): add and remove are idempotent, so outbox replays are safe. */
export function createFavouriteService(db: Database) {
  // A call made now is the newest decision, unless another node's clock recorded a later one.
  const decideNow = (userId: number, eventId: number, add: boolean) =>
    db.transaction(async (tx) => {
      const decided = await queries.recordDecisions(tx, userId, [
        { eventId, decidedAt: new Date() },
      ]);
      if (!decided.has(eventId)) return;
      if (add) await queries.insertFavourite(tx, userId, eventId);
      else await queries.deleteFavourite(tx, userId, eventId);
    });

  return {
    myFavourites: (userId: number): Promise<number[]> => queries.findFavouriteIds(db, userId),

    /** Only published events can be saved; saving one twice changes nothing. */
    async add(userId: number, eventId: number): Promise<void> {
      if (!(await queries.isPublishedEvent(db, eventId))) throw eventNotFound();
      try {
        await decideNow(userId, eventId, true);
      } catch (error) {
        // The event was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw eventNotFound();
        throw error;
      }
    },

    /** Removing an event that is not saved (or does not exist) is a success too. */
    async remove(userId: number, eventId: number): Promise<void> {
      try {
        await decideNow(userId, eventId, false);
      } catch (error) {
        // No such event: nothing to remove, and no decision to keep.
        if (!isForeignKeyViolation(error)) throw error;
      }
    },
  };
}
