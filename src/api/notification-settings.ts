import { QUIET, api } from './client';
import {
  notificationSettings,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from './contract/notification-settings';

/** GET user/notification-settings: what the member wants pushed (quiet: the screen says it). */
export const getNotificationSettings = async (): Promise<NotificationSettings> =>
  notificationSettings.parse(await api.get('user/notification-settings', QUIET).json());

/** PUT user/notification-settings; the answer is the settings as stored. */
export const saveNotificationSettings = async (
  changes: NotificationSettingsRequest,
): Promise<NotificationSettings> =>
  notificationSettings.parse(
    await api.put('user/notification-settings', { json: changes, ...QUIET }).json(),
  );
