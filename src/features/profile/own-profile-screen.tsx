import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacySection } from './privacy/privacy-section';
import { ProfileEditors } from './profile-editors';
import { ProfileView } from './profile-view';
import { useOwnProfile } from './use-own-profile';

interface OwnProfileScreenProps {
  userId: number;
  /** The own posts, from the feed feature (features do not import each other). */
  posts?: ReactNode;
  /** Device settings shown to the owner only, e.g. the push notification switch. */
  settings?: ReactNode;
  /** The logged-in devices, from the sessions feature. */
  sessions?: ReactNode;
  /** The people I blocked, from the chat feature. */
  blocked?: ReactNode;
}

const memberPath = (id: number) => `/user/${id}`;

/** /profile: the own profile as others see it, and its editors (spec §2). */
export const OwnProfileScreen = ({
  userId,
  posts,
  settings,
  sessions,
  blocked,
}: OwnProfileScreenProps) => {
  const { t } = useTranslation('profile');
  const profile = useOwnProfile(userId);
  const [editing, setEditing] = useState(false);
  const { details } = profile;

  if (details === undefined || (details === null && !profile.offline)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('view.loading')} />
      </Center>
    );
  }
  if (details === null) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('view.notLoaded')}
      </Text>
    );
  }

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        {profile.offline && (
          <Text size="sm" c="dimmed" role="status">
            {t('view.offline')}
          </Text>
        )}
        <ProfileView
          details={details}
          userPath={memberPath}
          posts={posts}
          actions={
            <Group gap="xs">
              <Button variant={editing ? 'filled' : 'light'} onClick={() => setEditing((e) => !e)}>
                {editing ? t('view.doneEditing') : t('view.edit')}
              </Button>
            </Group>
          }
        />
        {settings && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            {settings}
          </Paper>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <PrivacySection userId={userId} />
        </Paper>
        {sessions && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            {sessions}
          </Paper>
        )}
        {blocked && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            {blocked}
          </Paper>
        )}
        {editing && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="md">
              {t('edit.title')}
            </Title>
            <ProfileEditors
              user={details}
              onSaved={profile.storeUser}
              onChanged={profile.refresh}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
};
