import { createFileRoute } from '@tanstack/react-router';
import { ChatPartnersScreen } from '@/features/chat/chat-partners-screen';

export const Route = createFileRoute('/_member/chat/')({ component: ChatPartnersScreen });
