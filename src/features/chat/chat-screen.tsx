import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getConversation, markConversationRead } from '@/api/chat';
import { getProfileDetails } from '@/api/people';
import { shownName } from '@/api/contract/people';
import { IconSend } from '@/lib/icons';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { BlockMenu } from './block-menu';
import {
  chatState,
  connectChat,
  mergeHistory,
  sendChatMessage,
  type ShownMessage,
} from './chat-store';
import { ReportMessage } from './report-message';

const Bubble = ({ message, mine }: { message: ShownMessage; mine: boolean }) => {
  const { t, i18n } = useTranslation('chat');
  const time = new Date(message.createdAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="chat-message">
      <Paper
        radius="lg"
        px="sm"
        py={6}
        maw="80%"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          {message.pending ? t('pending') : time}
        </Text>
      </Paper>
      {!mine && <ReportMessage messageId={message.id} content={message.content} />}
    </Group>
  );
};

/** /chat/open/{userId}: the conversation with one member, live over STOMP. */
export const ChatScreen = ({ partnerId }: { partnerId: number }) => {
  const { t } = useTranslation('chat');
  const session = useSession();
  const snap = useSnapshot(chatState);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement | null>(null);
  const messages = snap.conversations[partnerId] ?? [];

  // The member layout's listener connects too, but only after the first paint: a message written
  // right after (re)opening this screen must not find the store without its user.
  useEffect(() => {
    if (session) connectChat(session.id, session.accessToken);
  }, [session]);

  useEffect(() => {
    chatState.openPartnerId = partnerId;
    return () => {
      if (chatState.openPartnerId === partnerId) chatState.openPartnerId = null;
    };
  }, [partnerId]);

  const me = session?.id;
  const history = useQuery({
    queryKey: ['chat', 'conversation', me, partnerId],
    queryFn: () => getConversation(me ?? 0, partnerId),
    enabled: me !== undefined,
  });
  const partner = useQuery({
    queryKey: ['chat', 'partner', partnerId],
    queryFn: () => getProfileDetails(partnerId),
  });
  const partnerName = partner.data ? shownName(partner.data, t('unnamed')) : null;

  useEffect(() => {
    if (history.data) mergeHistory(partnerId, history.data);
  }, [history.data, partnerId]);

  const last = messages.at(-1);
  const unreadArrived = last !== undefined && last.senderId === partnerId && !last.read;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  // A message that arrives while this chat is open has been seen: tell the server.
  useEffect(() => {
    if (session && unreadArrived)
      markConversationRead(session.id, partnerId).catch(() => undefined);
  }, [last?.id, partnerId, session, unreadArrived]);

  const send = () => {
    const content = text.trim();
    if (!content) return;
    try {
      sendChatMessage(
        session && { id: session.id, name: session.fullName ?? session.name ?? '' },
        partnerId,
        content,
      );
      setText('');
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="sm" h="calc(100dvh - 180px)">
      <Group justify="space-between">
        <Group gap="xs">
          <Anchor component={Link} to="/chat" size="sm">
            {t('partnersTitle')}
          </Anchor>
          <Title order={1} size="h3">
            {partnerName ?? t('title')}
          </Title>
        </Group>
        <Group gap={4}>
          <Badge color={snap.connected ? 'teal' : 'gray'} variant="light">
            {snap.connected ? t('online') : t('offline')}
          </Badge>
          <BlockMenu personId={partnerId} name={partnerName} />
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={6} py="xs" aria-live="polite">
          {messages.length === 0 && (
            <Text c="dimmed" ta="center">
              {history.isError ? t('historyFailed') : t('empty')}
            </Text>
          )}
          {messages.map((message) => (
            <Bubble
              key={`${message.senderId}-${message.clientId}`}
              message={message}
              mine={message.senderId === session?.id}
            />
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextInput
          aria-label={t('messageLabel')}
          placeholder={t('messagePlaceholder')}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="filled" radius="xl" aria-label={t('send')}>
              <IconSend size={16} />
            </ActionIcon>
          }
        />
      </form>
    </Stack>
  );
};
