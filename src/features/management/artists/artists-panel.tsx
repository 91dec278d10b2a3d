import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArtist } from '@/api/contract/management';
import { getAdminArtists } from '@/api/management';
import { hasRole } from '@/api/session';
import { syncProgram } from '@/offline/sync/sync-program';
import { IconPlus } from '@/lib/icons';
import { ListBody } from '../list-body';
import { ListControls } from '../list-controls';
import { ShareDialog } from '../share/share-dialog';
import { useManagementChanged } from '../management-queries';
import { useYearList } from '../use-year-list';
import { VisibilityLegend } from '../visibility-legend';
import { ArtistDialog } from './artist-dialog';
import { ArtistRow } from './artist-row';

/** Spec §2 admin artist list. */
export const ArtistsPanel = () => {
  const { t } = useTranslation('management');
  const { options, list, page, setPage, controls } = useYearList('artists', getAdminArtists);
  const [editing, setEditing] = useState<AdminArtist | 'new' | null>(null);
  const [sharing, setSharing] = useState<AdminArtist | null>(null);
  const isAdmin = hasRole('ROLE_ADMIN');
  const changed = useManagementChanged();

  return (
    <Stack gap="md">
      <ListControls searchLabel={t('artists.search')} {...controls} />
      <ListBody
        list={list}
        label={t('tabs.artists')}
        page={page}
        onPage={setPage}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('artists.add')}
          </Button>
        }
        legend={<VisibilityLegend />}
        renderRow={(artist) => (
          <ArtistRow
            key={artist.id}
            artist={artist}
            isAdmin={isAdmin}
            onEdit={() => setEditing(artist)}
            onShare={() => setSharing(artist)}
          />
        )}
      />
      {editing && options && (
        <ArtistDialog
          artist={editing === 'new' ? null : editing}
          years={options.years}
          defaultYear={options.defaultYear}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
            void syncProgram();
          }}
        />
      )}
      {sharing && (
        <ShareDialog
          target={{ kind: 'artist', ...sharing }}
          onClose={() => setSharing(null)}
          onShared={changed}
        />
      )}
    </Stack>
  );
};
