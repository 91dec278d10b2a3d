import { instantOf } from '@/lib/berlin-time';
import type { EventRow } from '@/offline/db';
import { OPEN_END_MS } from './clash/group-clash';
import type { FriendPlan } from './use-friends-plans';

export interface FriendNowNext {
  friendId: number;
  name: string;
  now: EventRow | null;
  next: EventRow | null;
}

const endOf = (event: EventRow, start: number) => {
  const end = event.end === null ? Number.NaN : instantOf(event.end);
  return end > start ? end : start + OPEN_END_MS;
};

/** Where each friend is now (a saved event running) and goes next (the first saved one to start). */
export const friendsNowNext = (
  plans: readonly FriendPlan[],
  events: ReadonlyMap<number, EventRow>,
  nowIso: string,
): FriendNowNext[] => {
  const now = instantOf(nowIso);
  return plans.map(({ friendId, name, plan }) => {
    let current: EventRow | null = null;
    let next: EventRow | null = null;
    for (const { eventId } of plan) {
      const event = events.get(eventId);
      if (!event) continue;
      const start = instantOf(event.dateTime);
      if (start <= now && now < endOf(event, start)) {
        if (!current || start > instantOf(current.dateTime)) current = event;
      } else if (start > now && (!next || start < instantOf(next.dateTime))) {
        next = event;
      }
    }
    return { friendId, name, now: current, next };
  });
};
