import '@mantine/notifications/styles.css';
import { OutboxRejectedNotice } from '@/features/pwa/outbox-rejected-notice';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { NotificationsOnceNeeded } from './notifications-once-needed';
import { StatusIndicator } from './status-indicator';

/**
 * Notifications, the status pill, the update prompt and the outbox notice: none is needed for the
 * first screen, so they arrive in their own chunk after it. Notifications shown before stay queued
 * in Mantine's store and appear when their container mounts.
 */
export const LateChrome = () => (
  <>
    <NotificationsOnceNeeded />
    <StatusIndicator />
    <UpdatePrompt />
    <OutboxRejectedNotice />
  </>
);
