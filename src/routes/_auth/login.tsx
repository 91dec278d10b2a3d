import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectWhenLoggedIn } from '@/app/guards';
import { LoginScreen } from '@/features/auth/login-screen';

const LoginRoute = () => <LoginScreen redirect={Route.useSearch().redirect} />;

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: redirectWhenLoggedIn,
  component: LoginRoute,
});
