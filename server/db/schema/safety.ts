import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';
import { chatMessages } from './social';
import { users } from './users';

/** A person blocked another (issue #37): no messages either way, no pushes, not in each other's lobby. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_id_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A chat message a participant reported to staff; open until staff mark it handled. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
    handledAt: timestamptz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('message_reports_reporter_message_key').on(t.reporterId, t.messageId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} IS NULL`),
    check('message_reports_reason_check', sql`char_length(${t.reason}) <= 500`),
  ],
);
