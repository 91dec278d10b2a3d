import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArtist } from '@/api/contract/management';
import { getAdminArtists } from '@/api/management';
import { hasRole } from '@/api/session';
import { syncProgram } from '@/offline/sync/sync-program';
import { IconPlus } from '@/lib/icons';
import { ListControls } from '../list-controls';
import { ListPager } from '../list-pager';
import { ShareDialog } from '../share/share-dialog';
import { useManagementOptions } from '../use-management-options';
import { useRemote } from '../use-remote';
import { VisibilityLegend } from '../visibility-legend';
import { ArtistDialog } from './artist-dialog';
import { ArtistRow } from './artist-row';

/** Spec §9: the admin search waits 200 ms after the last key. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 200;

/** Spec §2 admin artist list. */
export const ArtistsPanel = () => {
  const { t } = useTranslation('management');
  const options = useManagementOptions().data;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, ADMIN_SEARCH_DEBOUNCE_MS);
  const [chosenYear, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AdminArtist | 'new' | null>(null);
  const [sharing, setSharing] = useState<AdminArtist | null>(null);
  const year = chosenYear ?? options?.defaultYear ?? null;
  const list = useRemote(`artists:${debounced}:${year}:${page}`, () =>
    getAdminArtists(page, { search: debounced, ...(year ? { year } : {}) }),
  );
  const isAdmin = hasRole('ROLE_ADMIN');

  return (
    <Stack gap="md">
      <ListControls
        searchLabel={t('artists.search')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        years={options?.years}
        year={year}
        onYear={(value) => {
          setYear(value);
          setPage(0);
        }}
        onRefresh={list.reload}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {list.data ? t('list.found', { count: list.data.totalElements }) : ''}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('artists.add')}
        </Button>
      </Group>
      <VisibilityLegend />
      {list.loading && !list.data && <Loader mx="auto" />}
      {list.data?.content.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('tabs.artists')}
      >
        {list.data?.content.map((artist) => (
          <ArtistRow
            key={artist.id}
            artist={artist}
            isAdmin={isAdmin}
            onEdit={() => setEditing(artist)}
            onShare={() => setSharing(artist)}
          />
        ))}
      </Stack>
      <ListPager page={page} totalPages={list.data?.totalPages ?? 0} onPage={setPage} />
      {editing && options && (
        <ArtistDialog
          artist={editing === 'new' ? null : editing}
          years={options.years}
          defaultYear={options.defaultYear}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
            void syncProgram();
          }}
        />
      )}
      {sharing && (
        <ShareDialog
          target={{ kind: 'artist', ...sharing }}
          onClose={() => setSharing(null)}
          onShared={list.reload}
        />
      )}
    </Stack>
  );
};
