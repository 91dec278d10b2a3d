import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SocialLoginScreen } from '@/features/auth/social-login-screen';

const optionalText = z.string().max(4096).optional().catch(undefined);

const SocialLoginRoute = () => <SocialLoginScreen {...Route.useSearch()} />;

export const Route = createFileRoute('/_auth/auth/cognito')({
  validateSearch: z.object({ code: optionalText, state: optionalText, error: optionalText }),
  component: SocialLoginRoute,
});
