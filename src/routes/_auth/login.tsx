import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
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
  validateSearch: z.object({ redirect: optionalParam(z.string()) }),
  beforeLoad: redirectWhenLoggedIn,
  component: LoginRoute,
});
