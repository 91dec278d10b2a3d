import { createFileRoute } from '@tanstack/react-router';
import { searchReader, text } from '@/lib/search-params';
import { SocialLoginScreen } from '@/features/auth/social-login-screen';

const optionalText = text(4096);

const SocialLoginRoute = () => <SocialLoginScreen {...Route.useSearch()} />;

export const Route = createFileRoute('/_auth/auth/cognito')({
  validateSearch: searchReader({ code: optionalText, state: optionalText, error: optionalText }),
  component: SocialLoginRoute,
});
