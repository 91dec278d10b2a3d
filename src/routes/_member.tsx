import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSession } from '@/app/guards';
import { MemberLayout } from '@/app/layout/member-layout';
import { UnreadChatsWatch } from '@/features/chat/unread-chats-watch';

const ChatListener = lazy(() =>
  import('@/features/chat/chat-listener').then((module) => ({ default: module.ChatListener })),
);
const PushResync = lazy(() =>
  import('@/features/push/push-resync').then((module) => ({ default: module.PushResync })),
);

// The chat socket, the unread count's watch and the push re-sync live as long as a member is
// logged in; the socket and the re-sync load in chunks of their own.
const MemberRoute = () => (
  <>
    <MemberLayout />
    <UnreadChatsWatch />
    <Suspense fallback={null}>
      <ChatListener />
      <PushResync />
    </Suspense>
  </>
);

export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
  component: MemberRoute,
});
