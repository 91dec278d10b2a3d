import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { SuccessfulRegistrationScreen } from '@/features/auth/successful-registration-screen';

const SuccessfulRegistrationRoute = () => (
  <SuccessfulRegistrationScreen email={Route.useSearch().email} />
);

// Public: it is shown right after registering, before the account is confirmed.
export const Route = createFileRoute('/_auth/successful-registration')({
  validateSearch: z.object({ email: optionalParam(z.string().check(z.maxLength(254))) }),
  component: SuccessfulRegistrationRoute,
});
