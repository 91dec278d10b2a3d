import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/chat-screen';

const ChatRoute = () => {
  const { userId } = Route.useParams();
  return <ChatScreen key={userId} partnerId={Number(userId)} />;
};

export const Route = createFileRoute('/_member/chat/open/$userId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.userId)) throw notFound();
  },
  component: ChatRoute,
});
