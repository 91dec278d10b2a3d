import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SuccessfulRegistrationScreen } from '@/features/auth/successful-registration-screen';

const SuccessfulRegistrationRoute = () => (
  <SuccessfulRegistrationScreen email={Route.useSearch().email} />
);

// Public: it is shown right after registering, before the account is confirmed.
export const Route = createFileRoute('/_auth/successful-registration')({
  validateSearch: z.object({ email: z.string().max(254).optional().catch(undefined) }),
  component: SuccessfulRegistrationRoute,
});
