import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { EventArtistsScreen } from '@/features/management/events/event-artists-screen';
import { loadTexts } from '@/lib/i18n';

const EventArtistsRoute = () => <EventArtistsScreen eventId={Number(Route.useParams().eventId)} />;

/** Spec §2 /event/{eventId}/artists: event artists management. */
export const Route = createFileRoute('/_member/event/$eventId_/artists')({
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('management'),
  component: EventArtistsRoute,
});
