import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec §2 lists /timetable too: it is My Timetable under its other name. */
export const Route = createFileRoute('/timetable')({
  beforeLoad: () => {
    throw redirect({ to: '/favourites', replace: true });
  },
});
