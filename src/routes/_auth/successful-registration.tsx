import { createFileRoute } from '@tanstack/react-router';
import { searchReader, text } from '@/lib/search-params';
import { SuccessfulRegistrationScreen } from '@/features/auth/successful-registration-screen';

const SuccessfulRegistrationRoute = () => (
  <SuccessfulRegistrationScreen email={Route.useSearch().email} />
);

// Public: it is shown right after registering, before the account is confirmed.
export const Route = createFileRoute('/_auth/successful-registration')({
  validateSearch: searchReader({ email: text(254) }),
  component: SuccessfulRegistrationRoute,
});
