import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from '../columns';
import { events } from './program';
import { users } from './users';

/** What a member wants pushed; a member without a row has the defaults written here. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chats: boolean('chats').notNull().default(true),
    postActivity: boolean('post_activity').notNull().default(true),
    announcements: boolean('announcements').notNull().default(true),
    programChanges: boolean('program_changes').notNull().default(true),
    /** Minutes before a saved event starts; 0 is no reminder. */
    reminderMinutes: integer('reminder_minutes').notNull().default(15),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'notification_settings_reminder_minutes_check',
      sql`${t.reminderMinutes} IN (0, 5, 15, 30)`,
    ),
  ],
);

/** One row per reminder queued: a member is reminded once per event and start time, on any node. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId, t.startsAt] }),
    index('reminders_sent_event_id_idx').on(t.eventId),
  ],
);
