import { and, eq, inArray } from 'drizzle-orm';
import { PROGRAM_MESSAGES } from '../../../src/api/contract/program-requests';
import type { SyncItemResult } from '../../../src/api/contract/sync';
import type { Database } from '../../db/client';
import { events, favourites } from '../../db/schema/program';
import { recordDecisions } from '../favourites/queries';
import { withdrawQueuedRemindersOf } from '../push/reminder-queries';
import { claimIdempotencyKeys } from './idempotency';

export interface FavouriteChange {
  /** Idempotency key (outbox row id). */
  id: string;
  eventId: number;
  add: boolean;
  /** When the person tapped, by their device's clock; missing for clients that do not say. */
  madeAt?: Date;
}

/**
 * Applies many favourite changes of one user in one transaction and a handful of statements,
 * with the answers of the single calls: an add of an unknown or unpublished event is 404 (and
 * records no key, like the refused single call), a removal always succeeds. A change whose key
 * was recorded before is a replay: 200, nothing changes. A change made before the decision the
 * server holds for that event (a newer tap on another device) is answered 200 but not applied;
 * the client's next favourites sync shows the server's state. A time after `receivedAt` (a clock
 * ahead) counts as `receivedAt`. The batch holds each event once.
 */
export async function applyFavouriteChanges(
  db: Database,
  userId: number,
  changes: readonly FavouriteChange[],
  receivedAt = new Date(),
): Promise<SyncItemResult[]> {
  if (changes.length === 0) return [];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: events.id, state: events.state })
      .from(events)
      .where(
        inArray(
          events.id,
          changes.map((change) => change.eventId),
        ),
      )
      // FOR SHARE: an event cannot be deleted or unpublished before the changes commit.
      .for('share');
    const existing = new Set(found.map((row) => row.id));
    const published = new Set(
      found.filter((row) => row.state === 'PUBLISHED').map((row) => row.id),
    );
    const allowed = changes.filter((change) => !change.add || published.has(change.eventId));
    const fresh = await claimIdempotencyKeys(
      tx,
      userId,
      allowed.map((change) => change.id),
    );
    // Removing an unknown event changes nothing and leaves no decision.
    const toDecide = allowed.filter(
      (change) => fresh.has(change.id) && existing.has(change.eventId),
    );
    const decided = await recordDecisions(
      tx,
      userId,
      toDecide.map((change) => ({
        eventId: change.eventId,
        decidedAt: change.madeAt && change.madeAt < receivedAt ? change.madeAt : receivedAt,
      })),
    );
    const toApply = toDecide.filter((change) => decided.has(change.eventId));
    const toAdd = toApply.filter((change) => change.add);
    const toRemove = toApply.filter((change) => !change.add);
    if (toAdd.length > 0) {
      await tx
        .insert(favourites)
        .values(toAdd.map((change) => ({ userId, eventId: change.eventId })))
        .onConflictDoNothing();
    }
    if (toRemove.length > 0) {
      await tx.delete(favourites).where(
        and(
          eq(favourites.userId, userId),
          inArray(
            favourites.eventId,
            toRemove.map((change) => change.eventId),
          ),
        ),
      );
      await withdrawQueuedRemindersOf(
        tx,
        userId,
        toRemove.map((change) => change.eventId),
      );
    }
    return changes.map((change) =>
      !change.add || published.has(change.eventId)
        ? { id: change.id, status: 200, message: null }
        : { id: change.id, status: 404, message: PROGRAM_MESSAGES.eventNotFound },
    );
  });
}
