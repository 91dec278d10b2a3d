import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EventFriends } from '@/features/friends/event-friends';
import { FriendsView } from '@/features/friends/friends-view';
import { LastUpdated } from '@/features/pwa/last-updated';
import { type TimetableSlots, TimetableSlotsProvider } from '@/features/timetable/timetable-slots';
import { TimetableScreen } from '@/features/timetable/timetable-screen';
import { loadTexts } from '@/lib/i18n';

// My Timetable with the friends feature composed in: a friends view and, under each saved
// event, its must/maybe mark and the friends who saved it.
const TimetableRoute = () => {
  const { t } = useTranslation('friends');
  const slots = useMemo<TimetableSlots>(
    () => ({
      extraView: { label: t('view'), render: (userId) => <FriendsView userId={userId} /> },
      EventExtra: EventFriends,
    }),
    [t],
  );
  return (
    <TimetableSlotsProvider value={slots}>
      <TimetableScreen notice={<LastUpdated dataset="favourites" />} />
    </TimetableSlotsProvider>
  );
};

export const Route = createFileRoute('/_open/favourites')({
  loader: () => loadTexts('friends'),
  component: TimetableRoute,
});
