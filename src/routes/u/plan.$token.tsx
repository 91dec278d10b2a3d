import { createFileRoute } from '@tanstack/react-router';
import { eventSearchSchema } from '@/features/event/event-search';
import { PublicPlanScreen } from '@/features/friends/public-plan-screen';
import { loadTexts } from '@/lib/i18n';

// A shared plan, read-only and without login; `?iframe=true` embeds it like /u/event/{id}.
const PublicPlanRoute = () => (
  <PublicPlanScreen token={Route.useParams().token} iframe={Route.useSearch().iframe === true} />
);

export const Route = createFileRoute('/u/plan/$token')({
  validateSearch: eventSearchSchema,
  loader: () => loadTexts('friends'),
  component: PublicPlanRoute,
});
