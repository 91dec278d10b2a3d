import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PLAN_PRIORITIES } from '../../../src/api/contract/friends';
import { createdAt, timestamptz } from '../columns';
import { events } from './program';
import { users } from './users';

const userId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A read-only link to a member's plan (/u/plan/{token}); revoking it keeps the row so the token
 * is never handed out again and the page can say it was withdrawn.
 */
export const planShares = pgTable(
  'plan_shares',
  {
    token: text('token').primaryKey(),
    userId: userId(),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('plan_shares_user_id_idx').on(t.userId)],
);

/** Each member's friend code, the secret in their friend link and QR; renewing replaces it. */
export const friendCodes = pgTable('friend_codes', {
  userId: userId().primaryKey(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/** An accepted friendship, stored once per pair (lower id first); either side can end it. */
export const friendships = pgTable(
  'friendships',
  {
    userLow: userId('user_low'),
    userHigh: userId('user_high'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('friendships_user_high_idx').on(t.userHigh),
    check('friendships_ordered', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/**
 * Must-see or maybe of a saved event, with when it was decided: like favourite_decisions, an
 * older intent that arrives later does not override a newer one ('none' is a decision too).
 */
export const favouritePriorities = pgTable(
  'favourite_priorities',
  {
    userId: userId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    priority: text('priority', { enum: PLAN_PRIORITIES }).notNull(),
    decidedAt: timestamptz('decided_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('favourite_priorities_event_id_idx').on(t.eventId),
    check('favourite_priorities_priority', sql`${t.priority} IN ('must', 'maybe', 'none')`),
  ],
);
