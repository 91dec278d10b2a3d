import { createFileRoute } from '@tanstack/react-router';
import { redirectWhenLoggedIn } from '@/app/guards';
import { RegisterScreen } from '@/features/auth/register-screen';

export const Route = createFileRoute('/_auth/register')({
  beforeLoad: redirectWhenLoggedIn,
  component: RegisterScreen,
});
