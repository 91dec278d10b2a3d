import { ActionIcon, Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@/api/contract/feed';
import { IconBell, IconHeart, IconTrash } from '@/lib/icons';
import { ConfirmDialog } from './confirm-dialog';
import { canDeletePost } from './feed-rules';
import { PostComments } from './post-comments';

export interface PostCardProps {
  item: FeedItem;
  userId: number;
  isAdmin: boolean;
  onLike: (item: FeedItem, like: boolean) => void;
  onChange: (item: FeedItem) => void;
  onDelete: (item: FeedItem) => void;
}

export const PostCard = ({ item, userId, isAdmin, onLike, onChange, onDelete }: PostCardProps) => {
  const { t, i18n } = useTranslation('feed');
  const [confirming, setConfirming] = useState(false);
  const liked = item.likes.includes(userId);
  // The festival's own post (a staff announcement): named and marked as such, no profile link.
  const announcement = item.announcement ?? null;
  const urgent = announcement?.level === 'urgent';
  const date = new Date(item.creationDate).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      id={`post-${item.id}`}
      data-testid="feed-post"
      data-announcement={announcement ? announcement.level : undefined}
      style={urgent ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap">
          {announcement ? (
            <Avatar radius="xl" color={urgent ? 'red' : 'blue'} alt="">
              <IconBell size={20} />
            </Avatar>
          ) : (
            <Avatar src={item.autor.profilePic} radius="xl" alt="" />
          )}
          <Stack gap={0}>
            {announcement ? (
              <Group gap={6} wrap="nowrap">
                <Text fw={700} size="sm">
                  {t('announcement.author')}
                </Text>
                <Badge
                  size="sm"
                  color={urgent ? 'red' : 'blue'}
                  variant={urgent ? 'filled' : 'light'}
                >
                  {t(urgent ? 'announcement.urgent' : 'announcement.badge')}
                </Badge>
              </Group>
            ) : (
              <Text fw={700} size="sm" component="a" href={`/user/${item.autor.id}`} c="inherit">
                {item.autor.name}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {date}
            </Text>
          </Stack>
        </Group>
        {canDeletePost(item, userId, isAdmin) && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('deletePost')}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
      {item.file && (
        <Card.Section>
          <Image src={item.file} alt={item.text} loading="lazy" fit="cover" mah={480} />
        </Card.Section>
      )}
      {announcement && (
        <Text fw={700} mt="sm" style={{ overflowWrap: 'anywhere' }}>
          {announcement.title}
        </Text>
      )}
      <Text mt={announcement ? 4 : 'sm'} style={{ overflowWrap: 'anywhere' }}>
        {item.text}
      </Text>
      {item.tags.length > 0 && (
        <Group gap={4} mt={4}>
          {item.tags.map((tag) => (
            <Badge key={tag} variant="light" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      <Group gap={4} my="xs">
        <ActionIcon
          variant={liked ? 'filled' : 'subtle'}
          color="pink"
          radius="xl"
          aria-pressed={liked}
          aria-label={liked ? t('unlike') : t('like')}
          onClick={() => onLike(item, !liked)}
        >
          <IconHeart size={18} fill={liked ? 'currentColor' : 'none'} />
        </ActionIcon>
        <Text size="sm" data-testid="like-count">
          {t('likes', { count: item.likes.length })}
        </Text>
      </Group>
      <PostComments item={item} userId={userId} isAdmin={isAdmin} onChange={onChange} />
      <ConfirmDialog
        opened={confirming}
        message={t('deletePostConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => onDelete(item)}
      />
    </Card>
  );
};
