import { createFileRoute } from '@tanstack/react-router';
import { FriendsScreen } from '@/features/friends/friends-screen';
import { loadTexts } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';

const FriendsRoute = () => {
  const user = useSession();
  return user ? <FriendsScreen userId={user.id} /> : null;
};

export const Route = createFileRoute('/_member/friends/')({
  loader: () => loadTexts('friends'),
  component: FriendsRoute,
});
