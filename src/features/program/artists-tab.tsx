import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/lib/pager';
import { DEFAULT_PAGE_SIZE } from '@/api/contract/common';
import { ArtistCard } from './artist-card';
import { LetterBar } from './letter-bar';
import { ARTIST_COLUMNS, EmptyResult, GridSkeleton } from './list-states';
import { userPath, type ProgramMode } from './program-mode';
import type { ProgramSearch } from './program-search';
import { ALPHABET, filterByStartingLetter, type AlphabetLetter } from './rules/alphabet';
import { useStoredArtists } from './use-program-data';

interface ArtistsTabProps {
  mode: ProgramMode;
  /** Page from the URL, starting at 0 (spec §2). */
  page: number;
  letter: AlphabetLetter | null;
  onNavigate: (search: Pick<ProgramSearch, 'page' | 'letter'>) => void;
}

/** Artists and speakers of the program, paged by 10, with the A–Z bar. */
export const ArtistsTab = ({ mode, page, letter, onNavigate }: ArtistsTabProps) => {
  const { t } = useTranslation('program');
  const { items, loading } = useStoredArtists();
  const matching = filterByStartingLetter(items, letter, (artist) => artist.name);
  const pageCount = Math.ceil(matching.length / DEFAULT_PAGE_SIZE);
  const current = Math.min(page, Math.max(pageCount - 1, 0));
  const shown = matching.slice(current * DEFAULT_PAGE_SIZE, (current + 1) * DEFAULT_PAGE_SIZE);

  const goToPage = (next: number) => {
    onNavigate({ page: next > 0 ? next : undefined, letter: letter ?? undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <LetterBar
        letters={ALPHABET}
        value={letter}
        onChange={(next) => onNavigate({ letter: next ?? undefined, page: undefined })}
      />
      {loading && <GridSkeleton cols={ARTIST_COLUMNS} height={230} />}
      {!loading && shown.length === 0 && <EmptyResult text={t('artists.empty')} />}
      {!loading && shown.length > 0 && (
        <SimpleGrid
          cols={ARTIST_COLUMNS}
          spacing={{ base: 'sm', sm: 'md' }}
          component="ul"
          aria-label={t('artists.listLabel')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((artist) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} to={userPath(mode, artist.id)} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {!loading && (
        <Pager
          page={current}
          totalPages={pageCount}
          onPage={goToPage}
          siblings={1}
          boundaries={1}
        />
      )}
    </Stack>
  );
};
