import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deleteChat, retryChat } from './chat-store';
import { ReportMessage } from './report-message';
import type { ShownMessage } from './shown-conversation';

/** `chat.rateLimited` → `refused.rateLimited`; codes this version does not know read as refused. */
const REFUSALS = new Set([
  'unknownRecipient',
  'blocked',
  'tooLong',
  'invalidMessage',
  'rateLimited',
  'notStored',
]);
const refusalKey = (code: string | null) => {
  const name = code?.startsWith('chat.') ? code.slice('chat.'.length) : '';
  return REFUSALS.has(name) ? `refused.${name}` : 'refused.refused';
};

/** One message; a refused one says why under it and offers retry or delete. */
export const ChatBubble = ({ message, mine }: { message: ShownMessage; mine: boolean }) => {
  const { t, i18n } = useTranslation('chat');
  const time = new Date(message.createdAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  const failed = message.state === 'failed';
  return (
    <Group
      justify={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-state={message.state}
    >
      <Paper
        radius="lg"
        px="sm"
        py={6}
        maw="80%"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        style={failed ? { outline: '1px solid var(--mantine-color-red-filled)' } : undefined}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
        {failed ? (
          <>
            <Text size="xs" c="red" role="alert">
              {t('notSent')}: {t(refusalKey(message.reason))}
            </Text>
            <Group gap="xs" justify="flex-end" mt={4}>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => void deleteChat(message.clientId)}
              >
                {t('delete')}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => void retryChat(message.clientId)}
              >
                {t('retry')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="xs" c="dimmed" ta="right">
            {message.state === 'sending' ? t('pending') : time}
          </Text>
        )}
      </Paper>
      {!mine && message.id !== null && (
        <ReportMessage messageId={message.id} content={message.content} />
      )}
    </Group>
  );
};
