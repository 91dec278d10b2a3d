import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { chatState, connectChat, disconnectChat, onIncomingMessage } from './chat-store';
import { playChatSound } from './chat-sound';

/**
 * Keeps the chat socket of the logged-in member open on every member screen. An incoming message
 * plays a sound in its open chat, otherwise shows a notification (spec §4 Chat socket).
 */
export const ChatListener = () => {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('chat');
  const userId = session?.id ?? null;
  const token = session?.accessToken ?? null;

  useEffect(() => {
    if (userId === null || token === null) {
      disconnectChat();
      return;
    }
    connectChat(userId, token);
  }, [userId, token]);

  useEffect(
    () =>
      onIncomingMessage((message) => {
        if (chatState.openPartnerId === message.senderId && !document.hidden) {
          playChatSound();
          return;
        }
        const open = () =>
          void navigate({ to: '/chat/open/$userId', params: { userId: String(message.senderId) } });
        const mayNotify =
          typeof Notification !== 'undefined' && Notification.permission === 'granted';
        if (document.hidden && mayNotify) {
          void navigator.serviceWorker?.ready.then((registration) =>
            registration.showNotification(message.senderName, {
              body: message.content,
              tag: `chat-${message.senderId}`,
              data: { url: `/chat/open/${message.senderId}` },
            }),
          );
          return;
        }
        notifications.show({
          title: t('newMessage', { name: message.senderName }),
          message: message.content,
          autoClose: NOTIFICATION_AUTO_CLOSE_MS,
          onClick: open,
          style: { cursor: 'pointer' },
        });
      }),
    [navigate, t],
  );

  return null;
};
