import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../columns';

/**
 * Durable background work (mails, pushes, expiring orders). A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so several nodes share the queue; `key` drops duplicate enqueues.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedAt: timestamptz('locked_at'),
    lockedBy: text('locked_by'),
    doneAt: timestamptz('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // In claim order (run_at, id), so a claim reads its batch off the index, not a sort of the
    // whole backlog.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} IS NULL`),
  ],
);
