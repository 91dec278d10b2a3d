import { createFileRoute } from '@tanstack/react-router';
import { EventScreen } from '@/features/event/event-screen';
import { eventSearchSchema } from '@/features/event/event-search';
import { LastUpdated } from '@/features/pwa/last-updated';

const EventRoute = () => (
  <EventScreen
    mode="member"
    eventId={Route.useParams().eventId}
    iframe={Route.useSearch().iframe === true}
    notice={<LastUpdated dataset="events" />}
  />
);

export const Route = createFileRoute('/_member/event/$eventId')({
  validateSearch: eventSearchSchema,
  component: EventRoute,
});
