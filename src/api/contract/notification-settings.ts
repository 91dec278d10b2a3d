import { z } from 'zod';

/** What a member can turn off; announcements marked urgent reach them anyway (safety). */
export const NOTIFICATION_CATEGORIES = [
  'chats',
  'postActivity',
  'announcements',
  'programChanges',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Minutes before a saved event starts; 0 is no reminder. */
export const REMINDER_MINUTES = [0, 5, 15, 30] as const;
export const reminderMinutes = z.union([z.literal(0), z.literal(5), z.literal(15), z.literal(30)]);
export type ReminderMinutes = z.infer<typeof reminderMinutes>;

/**
 * GET and PUT /api/user/notification-settings (the caller's own). A member who never chose has
 * everything on and a reminder 15 minutes before each saved event.
 */
export const notificationSettings = z.object({
  /** Chat messages while the app is closed. */
  chats: z.boolean(),
  /** Likes and comments on my posts. */
  postActivity: z.boolean(),
  /** Staff announcements that are not urgent. */
  announcements: z.boolean(),
  /** An event I saved moved or was cancelled. */
  programChanges: z.boolean(),
  reminderMinutes,
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  chats: true,
  postActivity: true,
  announcements: true,
  programChanges: true,
  reminderMinutes: 15,
};

/** Body of PUT: absent settings stay as they are. */
export const notificationSettingsRequest = notificationSettings.partial().strict();
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequest>;
