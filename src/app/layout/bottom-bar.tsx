import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AREAS, type Area } from '@/lib/areas';
import { IconUser } from '@/lib/icons';
import { useSession } from '@/lib/use-session';
import classes from './bottom-bar.module.css';
import layout from './member-layout.module.css';
import { useChatsEntry, UnreadBadge } from './chats-entry';
import entry from './chats-entry.module.css';
import { FIXED_BAR_CLASS } from './fixed-bar';

export const BOTTOM_BAR_HEIGHT = 64;

type Item = { area: Pick<Area, 'id' | 'path' | 'icon'>; label: string };

// Spec §2 mobile bottom bar (Feed, Lobby, Create, Saved, Program) with Chats in Create's place:
// the feed's own add button creates a post (docs/decisions.md "Chats in the bottom bar").
const ITEMS: Item[] = [
  { area: AREAS.feed, label: 'feed' },
  { area: AREAS.lobby, label: 'lobby' },
  { area: AREAS.chats, label: 'chats' },
  { area: AREAS.timetable, label: 'saved' },
  { area: AREAS.program, label: 'program' },
];

// A guest has no feed, lobby or chats: the public program, the shop, the saved events (which
// greet guests with a login) and the way to log in.
const GUEST_ITEMS: Item[] = [
  { area: { ...AREAS.program, path: '/u/events' }, label: 'program' },
  { area: AREAS.tickets, label: 'tickets' },
  { area: AREAS.timetable, label: 'saved' },
  { area: { id: 'profile', path: '/login', icon: IconUser }, label: 'login' },
];

export const BottomBar = () => {
  const { t } = useTranslation('nav');
  const chats = useChatsEntry();
  const items = useSession() ? ITEMS : GUEST_ITEMS;
  return (
    <Box component="footer" hiddenFrom="md" className={`${layout.footer} ${FIXED_BAR_CLASS}`}>
      <nav aria-label={t('bottomNavigation')} className={classes.items}>
        {items.map(({ area, label }) => {
          const Icon = area.icon;
          const isChats = area.id === 'chats';
          return (
            <UnstyledButton
              key={label}
              component={Link}
              to={area.path}
              className={classes.item}
              aria-label={isChats ? chats.label : undefined}
              activeOptions={{ exact: area.id === 'timetable' }}
              activeProps={{ 'aria-current': 'page' }}
            >
              <Stack gap={2} align="center">
                <span className={entry.anchor}>
                  <Icon size={22} />
                  {isChats && <UnreadBadge count={chats.unread} className={entry.badge} />}
                </span>
                <Text component="span" fw={600} lh={1} className={classes.label}>
                  {t(label)}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </nav>
    </Box>
  );
};
