import { Button, Center, Container, Group, Loader, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HrefButton } from '@/lib/href-button';
import { ProfileView } from './profile-view';
import { useProfileDetails } from './use-profile-details';

export interface UserProfileScreenProps {
  userId: number;
  /** `public` is /u/user/{id}: anonymous, embedded, without posts (spec §2). */
  mode: 'member' | 'public';
  /** The member view's posts of this user. */
  posts?: ReactNode;
  /** Beside "Chat" on someone else's profile: blocking, from the chat feature. */
  personMenu?: ReactNode;
}

const memberPath = (id: number) => `/user/${id}`;
const publicPath = (id: number) => `/u/user/${id}`;

/** Someone's profile (spec §2 User profile). */
export const UserProfileScreen = ({ userId, mode, posts, personMenu }: UserProfileScreenProps) => {
  const { t } = useTranslation('profile');
  const load = useProfileDetails(userId, mode);

  if (load.state === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label={t('view.loading')} />
      </Center>
    );
  }
  if (load.state === 'missing') {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {mode === 'public' ? t('view.notPublic') : t('view.notFound')}
      </Text>
    );
  }
  if (load.state === 'failed') {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('view.notLoaded')}
      </Text>
    );
  }

  const user = load.details;
  const actions =
    mode === 'member' ? (
      <Group gap="xs">
        {user.own ? (
          <Button component={Link} to="/profile" variant="light">
            {t('view.edit')}
          </Button>
        ) : (
          <>
            <HrefButton href={`/chat/open/${user.id}`} variant="light">
              {t('view.chat')}
            </HrefButton>
            {personMenu}
          </>
        )}
      </Group>
    ) : null;

  return (
    // The public page sits in the bare anonymous layout, so it brings its own margins.
    <Container size="md" px={mode === 'public' ? 'md' : 0} py={mode === 'public' ? 'md' : 0}>
      <ProfileView
        details={load.details}
        userPath={mode === 'public' ? publicPath : memberPath}
        actions={actions}
        posts={mode === 'member' ? posts : undefined}
      />
    </Container>
  );
};
