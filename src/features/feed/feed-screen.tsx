import { Affix, Container, Stack, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@/lib/icons';
import { CreatePostDialog } from './create-post-dialog';
import classes from './feed-screen.module.css';
import { PostList } from './post-list';
import { usePosts } from './use-posts';

export interface FeedScreenProps {
  userId: number;
  isAdmin: boolean;
  /** /feed/create opens the dialog (spec §2). */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}

/** Spec §2 Feed: 'My Feed', infinite scroll, 'End of feed', a floating add button. */
export const FeedScreen = ({ userId, isAdmin, creating, onCreatingChange }: FeedScreenProps) => {
  const { t } = useTranslation('feed');
  const pages = usePosts(null, userId);

  return (
    <Container size="sm" px={0} className={classes.feed}>
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <PostList pages={pages} userId={userId} isAdmin={isAdmin} emptyText={t('empty')} />
      </Stack>
      <Affix position={{ bottom: 88, right: 20 }} withinPortal={false} className={classes.add}>
        <UnstyledButton aria-label={t('add')} onClick={() => onCreatingChange(true)}>
          <ThemeIcon size={56} radius="xl" variant="gradient">
            <IconPlus size={28} />
          </ThemeIcon>
        </UnstyledButton>
      </Affix>
      <CreatePostDialog
        opened={creating}
        onClose={() => onCreatingChange(false)}
        onCreated={() => onCreatingChange(false)}
      />
    </Container>
  );
};
