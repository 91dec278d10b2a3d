import type { PlanPriority } from '@/api/contract/friends';
import { db } from '../db';
import { readSession } from '../session';
import { queueIntent, type QueueDeps, type QueueOutcome } from './queue-intent';

/**
 * Marks a saved event must-see, maybe or neither at once in Dexie and queues the mark, in one
 * transaction; a pending mark of the same event is replaced (the last tap is sent).
 */
export const queuePriority = (
  eventId: number,
  priority: PlanPriority,
  deps: QueueDeps = {},
): Promise<QueueOutcome> =>
  db.transaction('rw', db.session, db.priorities, db.outbox, async () => {
    const session = await readSession();
    if (!session) throw new Error('Marking an event needs a logged-in session.');
    await db.priorities.put({ userId: session.userId, eventId, priority });
    return queueIntent(
      { kind: `priority.${priority}`, target: eventId, userId: session.userId },
      deps,
    );
  });
