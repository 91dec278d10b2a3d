import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { OutboxRejectedNotice } from '@/features/pwa/outbox-rejected-notice';
import { UpdatePrompt } from '@/features/pwa/update-prompt';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/notify';
import { StatusIndicator } from './status-indicator';

/**
 * Notifications, the status pill, the update prompt and the outbox notice: none is needed for the
 * first screen, so they arrive in their own chunk after it. Notifications shown before stay queued
 * in Mantine's store and appear when this mounts.
 */
export const LateChrome = () => (
  <>
    <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} limit={4} />
    <StatusIndicator />
    <UpdatePrompt />
    <OutboxRejectedNotice />
  </>
);
