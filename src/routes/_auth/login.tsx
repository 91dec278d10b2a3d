import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { redirectWhenLoggedIn } from '@/app/guards';
import { LoginScreen } from '@/features/auth/login-screen';
import { SocialLoginButton, useSocialLoginConfig } from '@/features/auth/social-login-button';

const LoginRoute = () => {
  const { redirect } = Route.useSearch();
  const social = useSocialLoginConfig();
  return (
    <LoginScreen
      redirect={redirect}
      socialLogin={social ? <SocialLoginButton config={social} redirect={redirect} /> : undefined}
    />
  );
};

export const Route = createFileRoute('/_auth/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: redirectWhenLoggedIn,
  component: LoginRoute,
});
