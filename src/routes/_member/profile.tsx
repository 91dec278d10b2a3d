import { createFileRoute } from '@tanstack/react-router';
import { BlockedPeople } from '@/features/chat/blocked-people';
import { UserPosts } from '@/features/feed/user-posts';
import { OwnProfileScreen } from '@/features/profile/own-profile-screen';
import { NotificationSettings } from '@/features/push/notification-settings';
import { ActiveSessions } from '@/features/sessions/active-sessions';
import { loadTexts } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';

const ProfileRoute = () => {
  const user = useSession();
  // The member layout's guard guarantees a session; after a logout the redirect follows.
  return user ? (
    <OwnProfileScreen
      userId={user.id}
      settings={<NotificationSettings userId={user.id} />}
      sessions={<ActiveSessions />}
      blocked={<BlockedPeople />}
      posts={<UserPosts authorId={user.id} />}
    />
  ) : null;
};

// The notification settings' texts come with the route (./lib/texts/*-by-route).
export const Route = createFileRoute('/_member/profile')({
  loader: () => loadTexts('push'),
  component: ProfileRoute,
});
