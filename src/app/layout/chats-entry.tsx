import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@/features/chat/unread-chats';
import { useUnreadChats } from '@/features/chat/use-unread-chats';

/** The Chats entry's unread total and its name for screen readers ("Chats, 3 ungelesen"). */
export const useChatsEntry = (): { unread: number; label: string } => {
  const { t } = useTranslation('nav');
  const unread = useUnreadChats();
  return { unread, label: unread > 0 ? t('chatsUnread', { count: unread }) : t('chats') };
};

/** The count on a Chats entry; the entry's label says it to screen readers. */
export const UnreadBadge = ({ count, className }: { count: number; className?: string }) =>
  count > 0 ? (
    <Badge
      size="sm"
      circle={count < 10}
      color="pink"
      aria-hidden="true"
      className={className}
      data-testid="chats-unread"
    >
      {badgeText(count)}
    </Badge>
  ) : null;
