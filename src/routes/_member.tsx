import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { requireSession } from '@/app/guards';
import { lateComponent } from '@/app/late-component';
import { MemberLayout } from '@/app/layout/member-layout';

const ChatListener = lateComponent(() =>
  import('@/features/chat/chat-listener').then((module) => module.ChatListener),
);
const PushResync = lateComponent(() =>
  import('@/features/push/push-resync').then((module) => module.PushResync),
);

// The chat socket and the push re-sync live as long as a member is logged in; both start after
// the first screen has painted.
const MemberRoute = () => (
  <>
    <MemberLayout />
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
