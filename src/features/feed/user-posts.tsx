import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { PostList } from './post-list';
import { usePosts } from './use-posts';

/** The Posts section of a member's profile (spec §2; not shown in the anonymous view). */
export const UserPosts = ({ authorId }: { authorId: number }) => {
  const { t } = useTranslation('feed');
  const session = useSession();
  const pages = usePosts(authorId, session?.id ?? 0);
  if (!session) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('posts')}
      </Title>
      <PostList
        pages={pages}
        userId={session.id}
        isAdmin={session.roles.includes('ROLE_ADMIN')}
        emptyText={t('noPosts')}
      />
    </Stack>
  );
};
