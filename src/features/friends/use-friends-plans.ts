import { useLiveQuery } from 'dexie-react-hooks';
import type { PlanPriority } from '@/api/contract/friends';
import { db, type FriendPlanRow } from '@/offline/db';

export interface FriendPlan {
  friendId: number;
  name: string;
  plan: FriendPlanRow[];
}

/** The member's friends with their saved events, as the last sync stored them (offline too). */
export const readFriendsPlans = async (userId: number): Promise<FriendPlan[]> => {
  const [friends, plans] = await Promise.all([
    db.friends.where('userId').equals(userId).toArray(),
    db.friendPlans.where('userId').equals(userId).toArray(),
  ]);
  const byFriend = new Map<number, FriendPlanRow[]>();
  for (const row of plans) {
    const list = byFriend.get(row.friendId);
    if (list) list.push(row);
    else byFriend.set(row.friendId, [row]);
  }
  return friends
    .map((friend) => ({
      friendId: friend.friendId,
      name: friend.name,
      plan: byFriend.get(friend.friendId) ?? [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.friendId - b.friendId);
};

/**
 * Friends' plans from Dexie, live (undefined while loading; [] logged out). The site map can use
 * it to show which friends are at a venue: join `plan[].eventId` with the stored events' venue.
 */
export const useFriendsPlans = (userId: number | null): FriendPlan[] | undefined =>
  useLiveQuery(() => (userId === null ? [] : readFriendsPlans(userId)), [userId]);

export interface FriendOnEvent {
  friendId: number;
  name: string;
  priority: PlanPriority;
}

/** Who of the friends saved each event. */
export const friendsByEvent = (plans: readonly FriendPlan[]): Map<number, FriendOnEvent[]> => {
  const byEvent = new Map<number, FriendOnEvent[]>();
  for (const { friendId, name, plan } of plans) {
    for (const { eventId, priority } of plan) {
      const list = byEvent.get(eventId);
      const entry = { friendId, name, priority };
      if (list) list.push(entry);
      else byEvent.set(eventId, [entry]);
    }
  }
  return byEvent;
};

/** The member's own must-see and maybe marks, by event. */
export const useMyPriorities = (userId: number): Map<number, PlanPriority> | undefined =>
  useLiveQuery(async () => {
    const rows = await db.priorities.where('userId').equals(userId).toArray();
    return new Map(rows.map((row) => [row.eventId, row.priority]));
  }, [userId]);
