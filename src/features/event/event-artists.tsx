import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventArtist } from '@/api/contract/program';
import { ArtistTile } from './artist-tile';

interface EventArtistsProps {
  artists: readonly EventArtist[];
  userPath: (userId: number) => string;
}

/** 'Speakers & Artists on this:' with one tile per person. */
export const EventArtists = ({ artists, userPath }: EventArtistsProps) => {
  const { t } = useTranslation('event');
  const headingId = useId();
  if (artists.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="xl" mb="md">
        {t('artistsHeading')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {artists.map((artist) => (
          <li key={artist.id}>
            <ArtistTile artist={artist} to={userPath(artist.id)} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
};
