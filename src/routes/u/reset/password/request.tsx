import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '@/features/auth/reset-request-screen';

export const Route = createFileRoute('/u/reset/password/request')({
  component: ResetRequestScreen,
});
