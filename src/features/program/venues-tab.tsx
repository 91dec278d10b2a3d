import {
  Anchor,
  Card,
  Center,
  Image,
  SimpleGrid,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueDto } from '@/api/contract/program';
import { toExternalUrl } from '@/api/contract/web-link';
import { IconExternal } from '@/lib/icons';
import { LetterBar } from './letter-bar';
import { EmptyResult, GridSkeleton, VENUE_COLUMNS } from './list-states';
import { IconImage } from './program-icons';
import { ALPHABET, filterByStartingLetter, type AlphabetLetter } from './rules/alphabet';
import { useStoredVenues } from './use-program-data';

const VenueCard = ({ venue }: { venue: VenueDto }) => {
  const { t } = useTranslation('program');
  const website = toExternalUrl(venue.website);
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Card.Section>
        {venue.image ? (
          <Image src={venue.image} alt="" h={160} fit="cover" loading="lazy" />
        ) : (
          <Center h={160} bg="var(--mantine-color-default-hover)" c="dimmed" aria-hidden="true">
            <IconImage size={40} />
          </Center>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={3} fz="lg">
          {venue.name}
        </Title>
        {website && (
          <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {new URL(website).host}
            <IconExternal size={14} style={{ marginLeft: 4, verticalAlign: '-2px' }} />
            <VisuallyHidden> {t('venues.newTab')}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
};

interface VenuesTabProps {
  letter: AlphabetLetter | null;
  onLetter: (letter: AlphabetLetter | null) => void;
}

/** The program's venues as cards: image, name, website (spec §2). */
export const VenuesTab = ({ letter, onLetter }: VenuesTabProps) => {
  const { t } = useTranslation('program');
  const { items, loading } = useStoredVenues();
  const matching = filterByStartingLetter(items, letter, (venue) => venue.name);
  return (
    <Stack gap="md">
      <LetterBar letters={ALPHABET} value={letter} onChange={onLetter} />
      {loading && <GridSkeleton cols={VENUE_COLUMNS} height={230} />}
      {!loading && matching.length === 0 && <EmptyResult text={t('venues.empty')} />}
      {!loading && matching.length > 0 && (
        <SimpleGrid
          cols={VENUE_COLUMNS}
          spacing="md"
          component="ul"
          aria-label={t('venues.listLabel')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {matching.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
