import { ActionIcon, Avatar, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedComment, FeedItem } from '@/api/contract/feed';
import { addComment, deleteComment } from '@/api/feed';
import { IconSend, IconTrash } from '@/lib/icons';
import { ConfirmDialog } from './confirm-dialog';
import { canDeleteComment, isIgnoredComment } from './feed-rules';

export interface PostCommentsProps {
  item: FeedItem;
  userId: number;
  isAdmin: boolean;
  onChange: (item: FeedItem) => void;
}

/** Spec §5 Comments: add (ignored if empty or one space, cleared after), delete with a confirmation. */
export const PostComments = ({ item, userId, isAdmin, onChange }: PostCommentsProps) => {
  const { t } = useTranslation('feed');
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<FeedComment | null>(null);

  const submit = () => {
    const value = text;
    setText('');
    if (isIgnoredComment(value)) return;
    addComment(item.id, value).then(onChange, () => undefined);
  };

  return (
    <Stack gap="xs">
      {item.comments.map((comment) => (
        <Group key={comment.id} gap="xs" wrap="nowrap" align="flex-start">
          <Avatar src={comment.autor.profilePic} size="sm" radius="xl" alt="" />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={700}>
              {comment.autor.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
          </Stack>
          {canDeleteComment(item, comment.autor.id, userId, isAdmin) && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('deleteComment')}
              onClick={() => setToDelete(comment)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          aria-label={t('commentLabel')}
          placeholder={t('commentPlaceholder')}
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSection={
            <ActionIcon type="submit" variant="subtle" aria-label={t('sendComment')}>
              <IconSend size={16} />
            </ActionIcon>
          }
        />
      </form>
      <ConfirmDialog
        opened={toDelete !== null}
        message={t('deleteCommentConfirm')}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) deleteComment(item.id, toDelete.id).then(onChange, () => undefined);
        }}
      />
    </Stack>
  );
};
