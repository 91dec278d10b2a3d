import { createFileRoute } from '@tanstack/react-router';
import { FavouriteButton } from '@/features/event/favourite-button';
import { loadProgram } from '@/features/program/load-program';
import { ProgramScreen } from '@/features/program/program-screen';
import { programSearchSchema } from '@/features/program/program-search';
import { useProgramYear } from '@/features/program/use-program-year';
import { LastUpdated } from '@/features/pwa/last-updated';
import { ScheduleLinks } from '@/features/schedule/schedule-links';

// The public, embeddable program: the same screen without member chrome (spec §2).
const PublicProgramRoute = () => {
  const navigate = Route.useNavigate();
  const loaded = Route.useLoaderData();
  const year = useProgramYear();
  return (
    <ProgramScreen
      loaded={loaded}
      mode="public"
      search={Route.useSearch()}
      onNavigate={(search) => void navigate({ search, replace: true })}
      Favourite={FavouriteButton}
      notice={
        <>
          <LastUpdated dataset="events" />
          <ScheduleLinks year={year} embedded={true} />
        </>
      }
    />
  );
};

export const Route = createFileRoute('/u/events')({
  validateSearch: programSearchSchema,
  loader: loadProgram,
  // Read once per visit: from then on the screen's live query follows every change.
  staleTime: Infinity,
  component: PublicProgramRoute,
});
