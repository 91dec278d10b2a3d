import { ActionIcon, Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AdminEvent } from '@/api/contract/management';
import { formatEventDateLong, formatTime } from '@/lib/berlin-time';
import { useSession } from '@/lib/use-session';
import { IconDots } from '../management-icons';
import { mayDeleteEvent } from './event-access';

interface EventRowProps {
  event: AdminEvent;
  busy: boolean;
  onToggleState: () => void;
  onDelete: () => void;
  onShare: () => void;
}

/** One event of the management list with Publish / 'Make Event Draft again' (spec §4). */
export const EventRow = ({ event, busy, onToggleState, onDelete, onShare }: EventRowProps) => {
  const { t, i18n } = useTranslation('management');
  const published = event.state === 'PUBLISHED';
  const user = useSession();
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {event.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatEventDateLong(event.dateTime, i18n.language)} · {formatTime(event.dateTime)}
              {event.venue ? ` · ${event.venue}` : ''}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('events.more', { title: event.title })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                renderRoot={(props) => (
                  <Link {...props} to="/event/$eventId" params={{ eventId: String(event.id) }} />
                )}
              >
                {t('events.view')}
              </Menu.Item>
              <Menu.Item onClick={onShare}>{t('share.menu')}</Menu.Item>
              <Menu.Item color="red" onClick={onDelete} disabled={!mayDeleteEvent(event, user)}>
                {t('events.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap="xs">
          <Badge color={published ? 'teal' : 'gray'} variant="light">
            {t(`events.state.${event.state}`)}
          </Badge>
          <Badge variant="outline">
            {event.conference ? t('events.conference') : t('events.festival')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('events.artistCount', { count: event.artistCount })}
          </Text>
        </Group>
        {event.canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant={published ? 'default' : 'filled'}
              loading={busy}
              onClick={onToggleState}
            >
              {published ? t('events.makeDraft') : t('events.publish')}
            </Button>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/create/event" search={{ id: event.id }} />
              )}
            >
              {t('events.edit')}
            </Anchor>
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/event/$eventId/artists"
                  params={{ eventId: String(event.id) }}
                />
              )}
            >
              {t('events.artists')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
