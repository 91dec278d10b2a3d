import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationCategory,
  type NotificationSettings,
  type NotificationSettingsRequest,
  type ReminderMinutes,
} from '../../../src/api/contract/notification-settings';
import { type Executor, queryRows } from '../../db/client';
import { notificationSettings } from '../../db/schema/notifications';
import { withdrawQueuedRemindersOf } from './reminder-queries';

export type { NotificationCategory };

/** The column of each category; a member without a row wants everything. */
const COLUMNS: Record<NotificationCategory, string> = {
  chats: 'chats',
  postActivity: 'post_activity',
  announcements: 'announcements',
  programChanges: 'program_changes',
};

/**
 * The members among `userIds` who want pushes of `category`, in the order given. Every push path
 * filters through here; an urgent announcement does not (it reaches everyone, for safety).
 */
export async function withCategory(
  db: Executor,
  userIds: readonly number[],
  category: NotificationCategory,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const column = sql.raw(`s.${COLUMNS[category]}`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)
          WITH ORDINALITY AS given(value, position)
        CROSS JOIN LATERAL (SELECT given.value::int AS id) u
        LEFT JOIN notification_settings s ON s.user_id = u.id
        WHERE coalesce(${column}, true)
        ORDER BY given.position`,
  );
  return rows.map((row) => Number(row.id));
}

/** The member's settings, the defaults while they never chose. */
export async function readNotificationSettings(
  db: Executor,
  userId: number,
): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  if (!row) return DEFAULT_NOTIFICATION_SETTINGS;
  return {
    chats: row.chats,
    postActivity: row.postActivity,
    announcements: row.announcements,
    programChanges: row.programChanges,
    reminderMinutes: row.reminderMinutes as ReminderMinutes,
  };
}

/** Stores what the member changed on top of what they had; answers the result. */
export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  changes: NotificationSettingsRequest,
): Promise<NotificationSettings> {
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as NotificationSettingsRequest;
  const before = await readNotificationSettings(db, userId);
  const next = { ...before, ...given };
  await db
    .insert(notificationSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...given, updatedAt: new Date() },
    });
  if (next.reminderMinutes !== before.reminderMinutes) {
    await withdrawQueuedRemindersOf(db, userId, 'all');
  }
  return readNotificationSettings(db, userId);
}
