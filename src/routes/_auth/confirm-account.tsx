import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmAccountScreen } from '@/features/auth/confirm-account-screen';

const ConfirmAccountRoute = () => <ConfirmAccountScreen token={Route.useSearch().token} />;

export const Route = createFileRoute('/_auth/confirm-account')({
  validateSearch: z.object({ token: z.string().min(1).max(200).optional().catch(undefined) }),
  component: ConfirmAccountRoute,
});
