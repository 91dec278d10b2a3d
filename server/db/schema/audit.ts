import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

/**
 * Staff actions (issue #42): who did what to which event, artist, venue, user, order or
 * announcement. Ids only, no foreign keys, so a row outlives the account and the thing it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    actorId: integer('actor_id').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('audit_log_target_kind_id_idx').on(t.targetKind, t.id),
    check('audit_log_summary_check', sql`char_length(${t.summary}) <= 1000`),
  ],
);
