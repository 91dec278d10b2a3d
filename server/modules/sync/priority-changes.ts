import type { PlanPriority } from '../../../src/api/contract/friends';
import type { IntentItem, SyncItemResult } from '../../../src/api/contract/sync';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/program';
import { inArray } from 'drizzle-orm';
import { recordPriorities } from '../friends/queries';
import { claimIdempotencyKeys } from './idempotency';

const PRIORITY_OF: Readonly<Record<string, PlanPriority>> = {
  'priority.must': 'must',
  'priority.maybe': 'maybe',
  'priority.none': 'none',
};

export const isPriority = (item: { kind: string }): boolean => item.kind in PRIORITY_OF;

/**
 * Must-see and maybe marks of one user, like favourites: a replayed key changes nothing, a mark
 * made before the one the server holds for that event is answered 200 but not applied, a time
 * after `receivedAt` counts as `receivedAt`. A mark of an unknown event is dropped with 200, as a
 * favourite's removal is (there is nothing to mark).
 */
export async function applyPriorityChanges(
  db: Database,
  userId: number,
  items: readonly IntentItem[],
  receivedAt = new Date(),
): Promise<SyncItemResult[]> {
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        inArray(
          events.id,
          items.map((item) => item.target),
        ),
      )
      .for('share');
    const existing = new Set(found.map((row) => row.id));
    const fresh = await claimIdempotencyKeys(
      tx,
      userId,
      items.map((item) => item.id),
    );
    await recordPriorities(
      tx,
      userId,
      items
        .filter((item) => fresh.has(item.id) && existing.has(item.target))
        .map((item) => {
          const madeAt = item.madeAt === undefined ? receivedAt : new Date(item.madeAt);
          return {
            eventId: item.target,
            priority: PRIORITY_OF[item.kind] ?? 'none',
            decidedAt: madeAt < receivedAt ? madeAt : receivedAt,
          };
        }),
    );
    return items.map((item) => ({ id: item.id, status: 200, message: null }));
  });
}
