import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { ConfirmAccountScreen } from '@/features/auth/confirm-account-screen';

const ConfirmAccountRoute = () => <ConfirmAccountScreen token={Route.useSearch().token} />;

export const Route = createFileRoute('/_auth/confirm-account')({
  validateSearch: z.object({
    token: optionalParam(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
  component: ConfirmAccountRoute,
});
