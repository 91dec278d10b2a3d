import { ActionIcon, Box } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AREAS } from '@/lib/areas';
import { Hint } from '@/lib/hint';
import { IconChat } from '@/lib/icons';
import { useChatsEntry, UnreadBadge } from './chats-entry';
import entry from './chats-entry.module.css';

/** The top bar's way to the conversations, with the unread total (wide screens). */
export const ChatsButton = () => {
  const { unread, label } = useChatsEntry();
  const chatsPath: string = AREAS.chats.path;
  return (
    <Box visibleFrom="md">
      <span className={entry.anchor}>
        <Hint label={label}>
          <ActionIcon
            component={Link}
            to={chatsPath}
            variant="light"
            size="lg"
            radius="xl"
            aria-label={label}
            activeProps={{ 'aria-current': 'page' }}
          >
            <IconChat size={20} />
          </ActionIcon>
        </Hint>
        <UnreadBadge count={unread} className={entry.badge} />
      </span>
    </Box>
  );
};
