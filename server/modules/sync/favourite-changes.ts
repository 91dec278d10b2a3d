import { and, eq, inArray } from 'drizzle-orm';
import { PROGRAM_MESSAGES } from '../../../src/api/contract/program-requests';
import type { SyncItemResult } from '../../../src/api/contract/sync';
import type { Database } from '../../db/client';
import { events, favourites } from '../../db/schema/program';
import { isPublished } from '../program/queries';
import { claimIdempotencyKeys } from './idempotency';

export interface FavouriteChange {
  /** Idempotency key (outbox row id). */
  id: string;
  eventId: number;
  add: boolean;
}

/**
 * Applies many favourite changes of one user in one transaction and a handful of statements,
 * with the answers of the single calls: an add of an unknown or unpublished event is 404 (and
 * records no key, like the refused single call), a removal always succeeds. A change whose key
 * was recorded before is a replay: 200, nothing changes. The batch holds each event once.
 */
export async function applyFavouriteChanges(
  db: Database,
  userId: number,
  changes: readonly FavouriteChange[],
): Promise<SyncItemResult[]> {
  if (changes.length === 0) return [];
  const adds = changes.filter((change) => change.add).map((change) => change.eventId);
  return db.transaction(async (tx) => {
    const published = new Set(
      adds.length === 0
        ? []
        : (
            await tx
              .select({ id: events.id })
              .from(events)
              // FOR SHARE: an event cannot be deleted or unpublished before the inserts commit.
              .where(and(inArray(events.id, adds), isPublished))
              .for('share')
          ).map((row) => row.id),
    );
    const allowed = changes.filter((change) => !change.add || published.has(change.eventId));
    const fresh = await claimIdempotencyKeys(
      tx,
      userId,
      allowed.map((change) => change.id),
    );
    const toAdd = allowed.filter((change) => change.add && fresh.has(change.id));
    const toRemove = allowed.filter((change) => !change.add && fresh.has(change.id));
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
    }
    return changes.map((change) =>
      !change.add || published.has(change.eventId)
        ? { id: change.id, status: 200, message: null }
        : { id: change.id, status: 404, message: PROGRAM_MESSAGES.eventNotFound },
    );
  });
}
