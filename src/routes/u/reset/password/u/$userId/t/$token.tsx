import { createFileRoute, notFound } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/reset-password-screen';

const ResetPasswordRoute = () => {
  const { userId, token } = Route.useParams();
  return <ResetPasswordScreen userId={userId} token={token} />;
};

export const Route = createFileRoute('/u/reset/password/u/$userId/t/$token')({
  params: {
    parse: ({ userId, token }) => {
      const id = Number(userId);
      if (!Number.isInteger(id) || id <= 0 || token.length === 0) throw notFound();
      return { userId: id, token };
    },
    stringify: ({ userId, token }) => ({ userId: String(userId), token }),
  },
  component: ResetPasswordRoute,
});
