import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeKey } from 'valtio/vanilla/utils';
import { showAppBadge } from '@/lib/app-badge';
import { CHAT_PARTNERS_KEY } from './unread-chats';
import { useUnreadChats } from './use-unread-chats';

/**
 * Keeps the unread total current: asks again when a message arrives and when the chat socket
 * reconnects (what came meanwhile), and mirrors the total on the app icon. Mounted once, with
 * the member layout; focus and the network's return refetch through TanStack Query.
 */
export const UnreadChatsWatch = () => {
  const queryClient = useQueryClient();
  const unread = useUnreadChats();

  useEffect(() => {
    let stopped = false;
    const stops: (() => void)[] = [];
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CHAT_PARTNERS_KEY });
    // The store brings the STOMP client: loaded after the first paint, as the chat listener is.
    void import('./chat-store').then(({ chatState, onIncomingMessage }) => {
      if (stopped) return;
      stops.push(
        onIncomingMessage((message) => {
          // Read on screen: the open chat marks it read and asks again itself.
          if (chatState.openPartnerId === message.senderId && !document.hidden) return;
          refresh();
        }),
        subscribeKey(chatState, 'connected', (connected) => {
          if (connected) refresh();
        }),
        // Messages caught up after a reconnect come without an incoming-message call.
        subscribeKey(chatState, 'activity', refresh),
      );
    });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [queryClient]);

  useEffect(() => showAppBadge(unread), [unread]);
  // Leaving the member screens (logout) leaves no count on the icon.
  useEffect(() => () => showAppBadge(0), []);

  return null;
};
