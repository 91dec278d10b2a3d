import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/notify';

/**
 * Mantine's notification container, mounted with the first notification and kept from then on:
 * its first render (six positions, their transitions and portal) was the longest task after the
 * program's first screen, for a container that is empty on most visits. The notification waits
 * in Mantine's store until the container shows it, at once.
 */
export const NotificationsOnceNeeded = () => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Kept once mounted: its transitions play out the last notification's leaving.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Notifications position="top-center" autoClose={NOTIFICATION_AUTO_CLOSE_MS} limit={4} />
  ) : null;
};
