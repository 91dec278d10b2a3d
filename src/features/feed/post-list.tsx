import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@/api/contract/feed';
import { deletePost } from '@/api/feed';
import { queueLike } from '@/offline/outbox/queue-like';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { toggleLike } from './feed-rules';
import { PostCard } from './post-card';
import type { FeedPages } from './use-feed-pages';
import { useInfiniteScroll } from './use-infinite-scroll';

export interface PostListProps {
  pages: FeedPages;
  userId: number;
  isAdmin: boolean;
  emptyText: string;
}

/** Posts with infinite scroll; likes go through the outbox so they work offline (spec §4). */
export const PostList = ({ pages, userId, isAdmin, emptyText }: PostListProps) => {
  const { t } = useTranslation('feed');
  const sentinel = useInfiniteScroll(pages.loadMore, !pages.ended);

  const like = (item: FeedItem, liked: boolean) => {
    pages.replace(toggleLike(item, userId, liked));
    queueLike(item.id, liked)
      .then(() => requestOutboxSync())
      .catch(() => pages.replace(item));
  };
  const remove = (item: FeedItem) => {
    deletePost(item.id).then(
      () => pages.remove(item.id),
      () => undefined,
    );
  };

  return (
    <Stack gap="md">
      {pages.items.map((item) => (
        <PostCard
          key={item.id}
          item={item}
          userId={userId}
          isAdmin={isAdmin}
          onLike={like}
          onChange={pages.replace}
          onDelete={remove}
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
