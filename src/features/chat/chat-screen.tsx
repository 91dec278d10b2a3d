import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getConversation, markConversationRead } from '@/api/chat';
import { getChatPartnerDetails } from '@/api/people';
import { shownName } from '@/api/contract/people';
import { IconSend } from '@/lib/icons';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { BlockMenu } from './block-menu';
import { storeChatMessages, storedConversation } from '@/offline/chat/chat-history';
import { queuedFor } from '@/offline/chat/chat-queue';
import { ChatBubble } from './chat-bubble';
import { chatState, connectChat, sendChatMessage } from './chat-store';
import { shownConversation } from './shown-conversation';
import { CHAT_PARTNERS_KEY } from './unread-chats';

/** /chat/open/{userId}: the conversation with one member, live over STOMP. */
export const ChatScreen = ({ partnerId }: { partnerId: number }) => {
  const { t } = useTranslation('chat');
  const session = useSession();
  const snap = useSnapshot(chatState);
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement | null>(null);
  const me = session?.id;
  // One path to the screen: socket, history and catch-up write Dexie, the screen reads it.
  const messages =
    useLiveQuery(async () => {
      if (me === undefined) return [];
      const [stored, queued] = await Promise.all([
        storedConversation(me, partnerId),
        queuedFor(me, partnerId),
      ]);
      return shownConversation(me, stored, queued);
    }, [me, partnerId]) ?? [];

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

  // The history comes into Dexie; the cached answer is only how many arrived.
  const history = useQuery({
    queryKey: ['chat', 'history', me, partnerId],
    queryFn: async () => {
      const list = await getConversation(me ?? 0, partnerId);
      await storeChatMessages(me ?? 0, list);
      return list.length;
    },
    enabled: me !== undefined,
  });
  const partner = useQuery({
    queryKey: ['chat', 'partner', partnerId],
    queryFn: () => getChatPartnerDetails(partnerId),
  });
  const partnerName = partner.data ? shownName(partner.data, t('unnamed')) : null;

  // Loading the history marked it read: the unread counts change.
  useEffect(() => {
    if (history.data !== undefined)
      void queryClient.invalidateQueries({ queryKey: CHAT_PARTNERS_KEY });
  }, [history.data, queryClient]);

  const last = messages.at(-1);
  const unreadArrived = last !== undefined && last.senderId === partnerId && !last.read;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  // A message that arrives while this chat is open has been seen: tell the server.
  useEffect(() => {
    if (session && unreadArrived)
      markConversationRead(session.id, partnerId)
        .then(() => queryClient.invalidateQueries({ queryKey: CHAT_PARTNERS_KEY }))
        .catch(() => undefined);
  }, [last?.key, partnerId, queryClient, session, unreadArrived]);

  const send = () => {
    const content = text.trim();
    if (!content) return;
    sendChatMessage(
      session && { id: session.id, name: session.fullName ?? session.name ?? '' },
      partnerId,
      content,
    ).then(
      () => setText(''),
      (error: unknown) => notifyError(error instanceof Error ? error.message : String(error)),
    );
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
            <ChatBubble
              key={message.key}
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
