import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getChatPartners } from '@/api/chat';
import { chatState } from './chat-store';
import { CHAT_PARTNERS_KEY } from './unread-chats';

/** /chat: everyone I have written with, with unread counts and the last message. */
export const ChatPartnersScreen = () => {
  const { t } = useTranslation('chat');
  const {
    data: partners,
    isError,
    refetch,
  } = useQuery({
    queryKey: CHAT_PARTNERS_KEY,
    queryFn: getChatPartners,
  });
  // Asked again when a message arrives, leaves or was caught up after a reconnect.
  const { activity } = useSnapshot(chatState);
  const seenActivity = useRef(activity);
  useEffect(() => {
    if (seenActivity.current === activity) return;
    seenActivity.current = activity;
    void refetch();
  }, [activity, refetch]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('partnersTitle')}</Title>
      {isError && !partners && <Text c="dimmed">{t('historyFailed')}</Text>}
      {partners?.length === 0 && <Text c="dimmed">{t('noPartners')}</Text>}
      {partners?.map((partner) => (
        <Link
          key={partner.id}
          to="/chat/open/$userId"
          params={{ userId: String(partner.id) }}
          style={{ color: 'inherit', textDecoration: 'none' }}
          data-testid="chat-partner"
        >
          <Card withBorder radius="md" padding="sm">
            <Group wrap="nowrap">
              <Avatar src={partner.image} radius="xl" alt="" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {partner.name}
                </Text>
                {/* A long word or link wraps instead of being cut at the card's edge. */}
                <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {partner.lastMessage?.content ?? ''}
                </Text>
              </Stack>
              {partner.newMessages > 0 && (
                <Badge color="pink" aria-label={t('unread', { count: partner.newMessages })}>
                  {partner.newMessages}
                </Badge>
              )}
            </Group>
          </Card>
        </Link>
      ))}
    </Stack>
  );
};
