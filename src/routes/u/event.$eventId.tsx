import { createFileRoute } from '@tanstack/react-router';
import { EventScreen } from '@/features/event/event-screen';
import { eventSearchSchema } from '@/features/event/event-search';
import { LastUpdated } from '@/features/pwa/last-updated';

// Public single event; `?iframe=true` is the embedded mode (spec §2).
const PublicEventRoute = () => (
  <EventScreen
    mode="public"
    eventId={Route.useParams().eventId}
    iframe={Route.useSearch().iframe === true}
    notice={<LastUpdated dataset="events" />}
  />
);

export const Route = createFileRoute('/u/event/$eventId')({
  validateSearch: eventSearchSchema,
  component: PublicEventRoute,
});
