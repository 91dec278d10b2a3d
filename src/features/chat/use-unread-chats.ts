import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/use-session';
import { CHAT_PARTNERS_KEY, unreadTotal } from './unread-chats';

/** The unread total of the logged-in member (0 until known); kept live by UnreadChatsWatch. */
export const useUnreadChats = (): number => {
  const session = useSession();
  const { data } = useQuery({
    queryKey: CHAT_PARTNERS_KEY,
    // Loaded on use: the navigation is part of every screen's start, the HTTP client is not.
    queryFn: async () => (await import('@/api/chat')).getChatPartners(),
    enabled: session !== null,
    select: unreadTotal,
  });
  return session ? (data ?? 0) : 0;
};
