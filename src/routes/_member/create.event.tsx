import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { EventFormScreen } from '@/features/management/events/event-form-screen';
import { eventFormSearchSchema } from '@/features/management/management-search';
import { loadTexts } from '@/lib/i18n';

const CreateEventRoute = () => {
  const { id } = Route.useSearch();
  return <EventFormScreen key={id ?? 'new'} eventId={id ?? null} />;
};

/** Spec §2 /create/event: create an event, or edit the one in `?id=`. */
export const Route = createFileRoute('/_member/create/event')({
  validateSearch: eventFormSearchSchema,
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('management'),
  component: CreateEventRoute,
});
