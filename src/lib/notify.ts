import { notifications } from '@mantine/notifications';
import { flashIndicator } from './status-indicator';

/** Spec §4: notifications disappear after 7 s. */
export const NOTIFICATION_AUTO_CLOSE_MS = 7000;

export const notifyError = (message: string, title?: string): void => {
  notifications.show({ color: 'red', title, message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
  flashIndicator('error');
};

export const notifySuccess = (message: string, title?: string): void => {
  notifications.show({ color: 'teal', title, message, autoClose: NOTIFICATION_AUTO_CLOSE_MS });
  flashIndicator('success');
};
