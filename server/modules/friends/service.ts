import { randomBytes } from 'node:crypto';
import {
  FRIENDS_MESSAGES,
  type FriendsPlansDto,
  type PublicPlanDto,
} from '../../../src/api/contract/friends';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import * as queries from './queries';

export type FriendsService = ReturnType<typeof createFriendsService>;

/** 18 random bytes: 24 base64url characters nobody can guess. */
const newSecret = () => randomBytes(18).toString('base64url');

/**
 * Shared plans and friends. A plan link shows the saved events to anyone who has it until it is
 * revoked; friends see each other's plans through the sync, and only while both are friends.
 */
export function createFriendsService(db: Database) {
  return {
    myShare: async (userId: number) => ({ token: await queries.findActiveShare(db, userId) }),

    /** The member's one active link: the existing one, or a new one. */
    async share(userId: number) {
      const existing = await queries.findActiveShare(db, userId);
      if (existing) return { token: existing };
      const token = newSecret();
      await queries.insertShare(db, userId, token);
      return { token };
    },

    /** Someone else's or an already revoked token is "not found". */
    async revoke(userId: number, token: string): Promise<void> {
      if (!(await queries.revokeShare(db, userId, token))) {
        throw new HttpError(404, FRIENDS_MESSAGES.planNotFound);
      }
    },

    async publicPlan(token: string): Promise<PublicPlanDto> {
      const owner = await queries.findShareOwner(db, token);
      if (!owner) throw new HttpError(404, FRIENDS_MESSAGES.planNotFound);
      const rows = await queries.findPlanEvents(db, owner.userId);
      return {
        name: owner.name,
        events: rows.map((row) => ({ ...row, priority: row.priority ?? 'none' })),
      };
    },

    async code(userId: number, renew: boolean) {
      const existing = renew ? null : await queries.findFriendCode(db, userId);
      if (existing) return { code: existing };
      const code = newSecret();
      await queries.putFriendCode(db, userId, code);
      return { code };
    },

    /** Connecting twice, or from both sides, keeps one friendship. */
    async connect(userId: number, code: string) {
      const owner = await queries.findCodeOwner(db, code);
      if (!owner) throw new HttpError(404, FRIENDS_MESSAGES.codeNotFound);
      if (owner.id === userId) throw new HttpError(400, FRIENDS_MESSAGES.ownCode);
      await queries.insertFriendship(db, userId, owner.id);
      return { friend: owner };
    },

    async end(userId: number, friendId: number): Promise<void> {
      if (!(await queries.deleteFriendship(db, userId, friendId))) {
        throw new HttpError(404, FRIENDS_MESSAGES.notFriends);
      }
    },

    async plans(userId: number): Promise<FriendsPlansDto> {
      const friends = await queries.findFriends(db, userId);
      const plans = await queries.findPlans(
        db,
        friends.map((friend) => friend.id),
      );
      return {
        priorities: await queries.findPriorities(db, userId),
        friends: friends.map((friend) => ({ ...friend, plan: plans.get(friend.id) ?? [] })),
      };
    },
  };
}
