import { Group, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { db } from '@/offline/db';
import { PriorityToggle } from './priority-toggle';

/**
 * Under each saved event in My Timetable: its must-see/maybe mark, and which friends saved it
 * (from the friends' plans the sync stored, so offline too).
 */
export const EventFriends = ({ userId, eventId }: { userId: number; eventId: number }) => {
  const { t } = useTranslation('friends');
  const found = useLiveQuery(async () => {
    const [mark, event, plans] = await Promise.all([
      db.priorities.get([userId, eventId]),
      db.events.get(eventId),
      db.friendPlans.where('[userId+eventId]').equals([userId, eventId]).toArray(),
    ]);
    const friends = await db.friends.bulkGet(plans.map((row) => [userId, row.friendId]));
    return {
      priority: mark?.priority ?? 'none',
      title: event?.title ?? '',
      names: friends.flatMap((friend) => (friend ? [friend.name || t('someone')] : [])),
    };
  }, [userId, eventId]);
  if (!found) return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid={`event-friends-${eventId}`}>
      <PriorityToggle eventId={eventId} title={found.title} priority={found.priority} />
      {found.names.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t('alsoSaved', { names: found.names.join(', ') })}
        </Text>
      )}
    </Group>
  );
};
