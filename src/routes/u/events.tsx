import { createFileRoute } from '@tanstack/react-router';
import { FavouriteButton } from '@/features/event/favourite-button';
import { ProgramScreen } from '@/features/program/program-screen';
import { programSearchSchema } from '@/features/program/program-search';
import { LastUpdated } from '@/features/pwa/last-updated';

// The public, embeddable program: the same screen without member chrome (spec §2).
const PublicProgramRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <ProgramScreen
      mode="public"
      search={Route.useSearch()}
      onNavigate={(search) => void navigate({ search, replace: true })}
      Favourite={FavouriteButton}
      notice={<LastUpdated dataset="events" />}
    />
  );
};

export const Route = createFileRoute('/u/events')({
  validateSearch: programSearchSchema,
  // The stored events are read while the route's chunks load: the first render lists them.
  loader: () =>
    import('@/features/program/stored-events-preload').then((module) =>
      module.preloadStoredEvents(),
    ),
  component: PublicProgramRoute,
});
