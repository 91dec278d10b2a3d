import { createFileRoute } from '@tanstack/react-router';
import { LastUpdated } from '@/features/pwa/last-updated';
import { TimetableScreen } from '@/features/timetable/timetable-screen';

const TimetableRoute = () => <TimetableScreen notice={<LastUpdated dataset="favourites" />} />;

export const Route = createFileRoute('/_open/favourites')({
  component: TimetableRoute,
});
