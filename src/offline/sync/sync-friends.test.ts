import { beforeEach, describe, expect, it } from 'vitest';
import type { FriendsPlansDto } from '@/api/contract/friends';
import { db } from '../db';
import { queuePriority } from '../outbox/queue-priority';
import { mirrorSession } from '../session';
import { createFakeApi } from '../testing/fake-api';
import { resetDb } from '../testing/reset-db';
import { syncFriends } from './sync-friends';

const PLANS = 'GET /api/friends/plans';
const answering = (body: FriendsPlansDto) =>
  createFakeApi({ [PLANS]: () => ({ status: 200, body }) });

const ben = { id: 20, name: 'Ben', plan: [{ eventId: 5, priority: 'must' as const }] };
const cleo = { id: 30, name: 'Cleo', plan: [{ eventId: 6, priority: 'none' as const }] };

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 'token-7' });
});

describe('syncFriends', () => {
  it("stores friends and their plans, and an ended friendship takes the friend's plan away", async () => {
    await syncFriends({ fetch: answering({ priorities: [], friends: [ben, cleo] }).fetch });
    expect(await db.friends.where('userId').equals(7).toArray()).toEqual([
      { userId: 7, friendId: 20, name: 'Ben' },
      { userId: 7, friendId: 30, name: 'Cleo' },
    ]);
    expect(await db.friendPlans.where('[userId+eventId]').equals([7, 5]).toArray()).toEqual([
      { userId: 7, friendId: 20, eventId: 5, priority: 'must' },
    ]);
    await syncFriends({ fetch: answering({ priorities: [], friends: [cleo] }).fetch });
    expect((await db.friends.toArray()).map((row) => row.friendId)).toEqual([30]);
    expect((await db.friendPlans.toArray()).map((row) => row.eventId)).toEqual([6]);
  });

  it('lets a pending mark win over the server until it is sent', async () => {
    await queuePriority(4, 'maybe');
    await syncFriends({
      fetch: answering({
        priorities: [
          { eventId: 4, priority: 'must' },
          { eventId: 8, priority: 'must' },
        ],
        friends: [],
      }).fetch,
    });
    const marks = await db.priorities.where('userId').equals(7).sortBy('eventId');
    expect(marks.map((row) => [row.eventId, row.priority])).toEqual([
      [4, 'maybe'],
      [8, 'must'],
    ]);
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['priority.maybe']);
  });

  it('keeps what it has when the server cannot be reached', async () => {
    await syncFriends({ fetch: answering({ priorities: [], friends: [ben] }).fetch });
    const offline = createFakeApi({ [PLANS]: () => 'network' });
    await expect(syncFriends({ fetch: offline.fetch })).resolves.toBe('failed');
    expect(await db.friendPlans.count()).toBe(1);
  });

  it("logout removes the member's friends, their plans and the marks from this device", async () => {
    await queuePriority(4, 'must');
    await syncFriends({ fetch: answering({ priorities: [], friends: [ben] }).fetch });
    await mirrorSession(null);
    expect(await db.friends.count()).toBe(0);
    expect(await db.friendPlans.count()).toBe(0);
    expect(await db.priorities.count()).toBe(0);
  });
});
