import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArtistsPanel } from './artists/artists-panel';

/** /artist/list (spec §2 admin artist list on its own page). */
export const ArtistListScreen = () => {
  const { t } = useTranslation('management');
  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('artists.listTitle')}
        </Title>
        <ArtistsPanel />
      </Stack>
    </Container>
  );
};
