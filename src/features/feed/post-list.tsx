import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@/api/contract/feed';
import { deletePost } from '@/api/feed';
import { queueLike } from '@/offline/outbox/queue-like';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { toggleLike } from './feed-rules';
import { PostCard } from './post-card';
import { useInfiniteScroll } from './use-infinite-scroll';
import { changePosts, FEED_KEY, type Posts } from './use-posts';

export interface PostListProps {
  pages: Posts;
  userId: number;
  isAdmin: boolean;
  emptyText: string;
}

/** Posts with infinite scroll; likes go through the outbox so they work offline (spec §4). */
export const PostList = ({ pages, userId, isAdmin, emptyText }: PostListProps) => {
  const { t } = useTranslation('feed');
  const queryClient = useQueryClient();
  const sentinel = useInfiniteScroll(pages.loadMore, !pages.ended);
  const replace = (next: FeedItem) =>
    changePosts(queryClient, (item) => (item.id === next.id ? next : item));

  // Offline too: the like is shown at once and waits in the outbox.
  const like = (item: FeedItem, liked: boolean) => {
    replace(toggleLike(item, userId, liked));
    queueLike(item.id, liked)
      .then(() => requestOutboxSync())
      .catch(() => replace(item));
  };
  const remove = useMutation({
    mutationFn: (item: FeedItem) => deletePost(item.id),
    onSuccess: (_, deleted) => {
      changePosts(queryClient, (item) => (item.id === deleted.id ? null : item));
      return queryClient.invalidateQueries({ queryKey: FEED_KEY });
    },
  });

  return (
    <Stack gap="md">
      {pages.items.map((item) => (
        <PostCard
          key={item.id}
          item={item}
          userId={userId}
          isAdmin={isAdmin}
          onLike={like}
          onChange={replace}
          onDelete={remove.mutate}
        />
      ))}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {pages.loading && (
        <Center>
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      )}
      {pages.failed && !pages.loading && (
        <Text c="dimmed" ta="center" role="status">
          {t('offline')}
        </Text>
      )}
      {pages.ended && (
        <Text c="dimmed" ta="center" role="status">
          {pages.items.length === 0 ? emptyText : t('end')}
        </Text>
      )}
    </Stack>
  );
};
