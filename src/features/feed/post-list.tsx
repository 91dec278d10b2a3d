import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PostCard } from './post-card';
import { useInfiniteScroll } from './use-infinite-scroll';
import { usePostActions } from './use-post-actions';
import type { Posts } from './use-posts';

export interface PostListProps {
  pages: Posts;
  userId: number;
  isAdmin: boolean;
  emptyText: string;
}

/** Posts with infinite scroll (spec §4). */
export const PostList = ({ pages, userId, isAdmin, emptyText }: PostListProps) => {
  const { t } = useTranslation('feed');
  const sentinel = useInfiniteScroll(pages.loadMore, !pages.ended);
  const { like, replace, remove } = usePostActions(userId);

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
