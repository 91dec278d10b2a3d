import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards';
import { MemberLayout } from '@/app/layout/member-layout';
import { ChatListener } from '@/features/chat/chat-listener';
import { PushResync } from '@/features/push/push-resync';

// The chat socket and the push re-sync live as long as a member is logged in.
const MemberRoute = () => (
  <>
    <MemberLayout />
    <ChatListener />
    <PushResync />
  </>
);

export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
  component: MemberRoute,
});
