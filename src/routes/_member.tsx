import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSession } from '@/app/guards';
import { MemberLayout } from '@/app/layout/member-layout';
import { UnreadChatsWatch } from '@/features/chat/unread-chats-watch';
import { useSession } from '@/lib/use-session';

const ChatListener = lazy(() =>
  import('@/features/chat/chat-listener').then((module) => ({ default: module.ChatListener })),
);
const AnnouncementBanner = lazy(() =>
  import('@/features/announcements/announcement-banner').then((module) => ({
    default: module.AnnouncementBanner,
  })),
);
const PushResync = lazy(() =>
  import('@/features/push/push-resync').then((module) => ({ default: module.PushResync })),
);

// The chat socket, the unread count's watch, the push re-sync and the announcement banner live as
// long as a member is logged in; the socket, the re-sync and the banner load in chunks of their own.
const MemberRoute = () => {
  const user = useSession();
  return (
    <>
      <MemberLayout
        banner={
          user && (
            <Suspense fallback={null}>
              <AnnouncementBanner key={user.id} userId={user.id} />
            </Suspense>
          )
        }
      />
      <UnreadChatsWatch />
      <Suspense fallback={null}>
        <ChatListener />
        <PushResync />
      </Suspense>
    </>
  );
};

export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
  component: MemberRoute,
});
