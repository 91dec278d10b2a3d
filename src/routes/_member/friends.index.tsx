import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { FriendsScreen } from '@/features/friends/friends-screen';
import { loadTexts } from '@/lib/i18n';
import { optionalParam } from '@/lib/search-params';
import { useSession } from '@/lib/use-session';

const FriendsRoute = () => {
  const user = useSession();
  const { add } = Route.useSearch();
  return user ? <FriendsScreen userId={user.id} add={add} /> : null;
};

// `?add={code}` is a friend's link (or the QR code that holds it): log in first, then one tap.
export const Route = createFileRoute('/_member/friends/')({
  validateSearch: z.object({ add: optionalParam(z.string()) }),
  loader: () => loadTexts('friends'),
  component: FriendsRoute,
});
