import { createFileRoute } from '@tanstack/react-router';
import { searchReader, text } from '@/lib/search-params';
import { ConfirmAccountScreen } from '@/features/auth/confirm-account-screen';

const ConfirmAccountRoute = () => <ConfirmAccountScreen token={Route.useSearch().token} />;

export const Route = createFileRoute('/_auth/confirm-account')({
  validateSearch: searchReader({ token: text(200, 1) }),
  component: ConfirmAccountRoute,
});
