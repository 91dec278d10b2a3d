import { Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PostCard } from './post-card';
import { usePost } from './use-post';
import { usePostActions } from './use-post-actions';

export interface PostScreenProps {
  postId: number;
  userId: number;
  isAdmin: boolean;
}

/** /feed/post/{id}: one post with its likes and comments, where a notification about it opens. */
export const PostScreen = ({ postId, userId, isAdmin }: PostScreenProps) => {
  const { t } = useTranslation('feed');
  const navigate = useNavigate();
  const load = usePost(postId, userId);
  const { like, replace, remove } = usePostActions(userId, () => void navigate({ to: '/feed' }));

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/feed" size="sm">
          {t('backToFeed')}
        </Anchor>
        <Title order={1}>{t('postTitle')}</Title>
        {load.state === 'loading' && (
          <Center>
            <Loader size="sm" aria-label={t('loadingPost')} />
          </Center>
        )}
        {load.state === 'ready' && (
          <PostCard
            item={load.item}
            userId={userId}
            isAdmin={isAdmin}
            onLike={like}
            onChange={replace}
            onDelete={remove}
          />
        )}
        {load.state === 'missing' && <Text role="status">{t('postMissing')}</Text>}
        {load.state === 'unavailable' && <Text role="status">{t('postOffline')}</Text>}
      </Stack>
    </Container>
  );
};
