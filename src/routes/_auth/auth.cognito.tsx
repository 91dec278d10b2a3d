import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { SocialLoginScreen } from '@/features/auth/social-login-screen';

const optionalText = optionalParam(z.string().check(z.maxLength(4096)));

const SocialLoginRoute = () => <SocialLoginScreen {...Route.useSearch()} />;

export const Route = createFileRoute('/_auth/auth/cognito')({
  validateSearch: z.object({ code: optionalText, state: optionalText, error: optionalText }),
  component: SocialLoginRoute,
});
