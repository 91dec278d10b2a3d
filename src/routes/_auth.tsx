import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/app/layout/auth-layout';

export const Route = createFileRoute('/_auth')({
  component: AuthLayout,
});
