import { createFileRoute } from '@tanstack/react-router';
import { FavouriteButton } from '@/features/event/favourite-button';
import { loadProgram } from '@/features/program/load-program';
import { ProgramScreen } from '@/features/program/program-screen';
import { programSearchSchema } from '@/features/program/program-search';
import { LastUpdated } from '@/features/pwa/last-updated';
import { LazyScheduleLinks } from '@/features/schedule/lazy-schedule-links';

const ProgramRoute = () => {
  const navigate = Route.useNavigate();
  const loaded = Route.useLoaderData();
  return (
    <ProgramScreen
      loaded={loaded}
      mode="member"
      search={Route.useSearch()}
      onNavigate={(search) => void navigate({ search, replace: true })}
      Favourite={FavouriteButton}
      notice={
        <>
          <LastUpdated dataset="events" />
          <LazyScheduleLinks events={loaded} embedded={false} />
        </>
      }
    />
  );
};

export const Route = createFileRoute('/_member/events')({
  validateSearch: programSearchSchema,
  loader: loadProgram,
  // Read once per visit: from then on the screen's live query follows every change.
  staleTime: Infinity,
  component: ProgramRoute,
});
