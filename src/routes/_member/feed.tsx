import { createFileRoute, useMatchRoute, useNavigate } from '@tanstack/react-router';
import { FeedScreen } from '@/features/feed/feed-screen';
import { useSession } from '@/lib/use-session';

// /feed and /feed/create share one screen, so opening the dialog keeps the loaded pages.
const FeedRoute = () => {
  const user = useSession();
  const matchRoute = useMatchRoute();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <FeedScreen
      userId={user.id}
      isAdmin={user.roles.includes('ROLE_ADMIN')}
      creating={Boolean(matchRoute({ to: '/feed/create' }))}
      onCreatingChange={(creating) => void navigate({ to: creating ? '/feed/create' : '/feed' })}
    />
  );
};

export const Route = createFileRoute('/_member/feed')({ component: FeedRoute });
