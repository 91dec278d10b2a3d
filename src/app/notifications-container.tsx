import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/notify';

/** Mantine's container with its transitions, a chunk of its own (NotificationsOnceNeeded). */
export const NotificationsContainer = () => (
  <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} limit={4} />
);
