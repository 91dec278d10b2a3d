import { Anchor, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/lib/app-link';
import { embeddedEventPath, embeddedUserPath } from '@/lib/embedded';
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
  /** The public page in the embedded mode (`?iframe=true`), opened from an event or the program. */
  embedded?: { fromEvent?: number | undefined } | undefined;
}

const memberPath = (id: number) => `/user/${id}`;
const publicPath = (id: number) => `/u/user/${id}`;

/** Back to the event the embedded profile was opened from, or to the program. */
const EmbeddedBack = ({ fromEvent }: { fromEvent?: number | undefined }) => {
  const { t } = useTranslation('profile');
  return (
    <Anchor
      component={AppLink}
      href={fromEvent === undefined ? '/u/events' : embeddedEventPath(fromEvent)}
      fw={600}
      size="sm"
      w="fit-content"
    >
      {fromEvent === undefined ? t('view.backToProgram') : t('view.backToEvent')}
    </Anchor>
  );
};

/** Someone's profile (spec §2 User profile). */
export const UserProfileScreen = ({
  userId,
  mode,
  posts,
  personMenu,
  embedded,
}: UserProfileScreenProps) => {
  const { t } = useTranslation('profile');
  const load = useProfileDetails(userId, mode);
  const back = embedded && <EmbeddedBack fromEvent={embedded.fromEvent} />;
  // Embedded, a tile keeps the mode and the way back.
  const otherPath = embedded
    ? (id: number) => embeddedUserPath(id, embedded.fromEvent)
    : mode === 'public'
      ? publicPath
      : memberPath;

  if (load.state === 'loading') {
    return (
      <Stack align="center" py="xl">
        {back}
        <Center>
          <Loader aria-label={t('view.loading')} />
        </Center>
      </Stack>
    );
  }
  if (load.state === 'missing' || load.state === 'failed') {
    return (
      <Stack align="center" py="xl">
        {back}
        {load.state === 'missing' ? (
          <Text c="dimmed" ta="center" role="status">
            {mode === 'public' ? t('view.notPublic') : t('view.notFound')}
          </Text>
        ) : (
          <Text c="dimmed" ta="center">
            {t('view.notLoaded')}
          </Text>
        )}
      </Stack>
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
      <Stack gap="md">
        {back}
        <ProfileView
          details={load.details}
          userPath={otherPath}
          actions={actions}
          posts={mode === 'member' ? posts : undefined}
        />
      </Stack>
    </Container>
  );
};
