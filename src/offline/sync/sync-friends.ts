import { friendsPlansDto, type FriendsPlansDto, type PlanPriority } from '@/api/contract/friends';
import { FRIENDS_DATASET } from '../db-name';
import { db } from '../db';
import { apiCall, nowOf, type HttpDeps } from '../http';
import { OUTBOX_LOCK } from '../outbox/outbox-signals';
import { readSession } from '../session';
import { createSingleFlight, withExclusiveLock } from '../single-flight';

export type FriendsSyncOutcome = 'updated' | 'signed-out' | 'unauthorized' | 'failed';

const PENDING_PRIORITY: Readonly<Record<string, PlanPriority>> = {
  'priority.must': 'must',
  'priority.maybe': 'maybe',
  'priority.none': 'none',
};

/**
 * Replaces the member's marks (pending outbox marks win), friends and friends' plans with the
 * server's: a friendship that ended takes the friend's plan off this device with this sync.
 */
const store = (userId: number, answer: FriendsPlansDto, now: number): Promise<void> =>
  db.transaction(
    'rw',
    [db.priorities, db.friends, db.friendPlans, db.outbox, db.syncMeta],
    async () => {
      const marks = new Map(answer.priorities.map((row) => [row.eventId, row.priority]));
      const pending = await db.outbox.where('userId').equals(userId).sortBy('created');
      for (const row of pending) {
        const priority = PENDING_PRIORITY[row.kind];
        if (priority) marks.set(row.target, priority);
      }
      await db.priorities.where('userId').equals(userId).delete();
      await db.priorities.bulkPut(
        [...marks].map(([eventId, priority]) => ({ userId, eventId, priority })),
      );
      await db.friends.where('userId').equals(userId).delete();
      await db.friends.bulkPut(
        answer.friends.map((friend) => ({ userId, friendId: friend.id, name: friend.name })),
      );
      await db.friendPlans.where('userId').equals(userId).delete();
      await db.friendPlans.bulkPut(
        answer.friends.flatMap((friend) =>
          friend.plan.map((entry) => ({ userId, friendId: friend.id, ...entry })),
        ),
      );
      await db.syncMeta.put({
        dataset: FRIENDS_DATASET,
        etag: null,
        lastUpdated: now,
        lastAttempt: now,
      });
    },
  );

const runFriendsSync = async (deps: HttpDeps): Promise<FriendsSyncOutcome> => {
  const session = await readSession();
  if (!session) return 'signed-out';
  const result = await apiCall(
    { method: 'GET', path: '/api/friends/plans', accessToken: session.accessToken },
    deps,
  );
  if (result.status === 401) return 'unauthorized';
  const parsed =
    result.status !== 'network' && result.status >= 200 && result.status < 300
      ? friendsPlansDto.safeParse(result.body)
      : null;
  if (!parsed?.success) return 'failed';
  await store(session.userId, parsed.data, nowOf(deps));
  return 'updated';
};

const friendsFlight = createSingleFlight<FriendsSyncOutcome>();

/** Pulls the member's marks, friends and friends' plans; never while the outbox replays. */
export const syncFriends = (deps: HttpDeps = {}): Promise<FriendsSyncOutcome> =>
  friendsFlight(() => withExclusiveLock(OUTBOX_LOCK, () => runFriendsSync(deps)));
