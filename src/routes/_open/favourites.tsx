import { createFileRoute } from '@tanstack/react-router';
import { TimetableScreen } from '@/features/timetable/timetable-screen';

export const Route = createFileRoute('/_open/favourites')({
  component: TimetableScreen,
});
