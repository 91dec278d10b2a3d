import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns';

/**
 * Fixed-window attempt counters (login, password reset) per account and per IP, in the database
 * so every node counts the same attempts.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('attempt_counters_reset_at_idx').on(t.resetAt)],
);
