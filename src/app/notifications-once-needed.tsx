import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The container and its transition library load with the first notification: most first screens
// show none, and the program's first screen need not download them.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((module) => ({
    default: module.NotificationsContainer,
  })),
);

/**
 * Mantine's notification container, mounted with the first notification and kept from then on:
 * its first render (six positions, their transitions and portal) was the longest task after the
 * program's first screen, for a container that is empty on most visits. The notification waits
 * in Mantine's store until the container shows it.
 */
export const NotificationsOnceNeeded = () => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Kept once mounted: its transitions play out the last notification's leaving.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
};
