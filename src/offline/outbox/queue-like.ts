import { db } from '../db';
import { readSession } from '../session';
import { queueIntent, type QueueDeps, type QueueOutcome } from './queue-intent';

/**
 * Queues a like or dislike of a post (spec §4 Like); the feed shows the change at once from its
 * own state. Opposite pending intents on the same post collapse to the last one.
 */
export const queueLike = (
  postId: number,
  like: boolean,
  deps: QueueDeps = {},
): Promise<QueueOutcome> =>
  db.transaction('rw', db.session, db.outbox, async () => {
    const session = await readSession();
    if (!session) throw new Error('Liking a post needs a logged-in session.');
    return queueIntent(
      { kind: like ? 'like' : 'dislike', target: postId, userId: session.userId },
      deps,
    );
  });
