import { createFileRoute } from '@tanstack/react-router';
import { searchReader, text } from '@/lib/search-params';
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
  validateSearch: searchReader({ redirect: text(Infinity) }),
  beforeLoad: redirectWhenLoggedIn,
  component: LoginRoute,
});
