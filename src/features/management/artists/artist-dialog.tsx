import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArtist } from '@/api/contract/management';
import { LABEL_ROLES, type LabelRole } from '@/api/contract/program';
import { saveArtist } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { AdminPhotoInput } from '../photo/admin-photo-input';

interface ArtistDialogProps {
  /** The artist to edit, or null to add a new (phantom) artist. */
  artist: AdminArtist | null;
  years: number[];
  defaultYear: number;
  /** Name to start with (e.g. the search that found nothing). */
  initialName?: string;
  onClose: () => void;
  onSaved: (id: number) => void;
}

/** 'Add new Artist' and edit: name, label, years, photo with the admin crop. */
export const ArtistDialog = (props: ArtistDialogProps) => {
  const { artist, years, defaultYear, initialName, onClose, onSaved } = props;
  const { t } = useTranslation('management');
  const [name, setName] = useState(artist?.name ?? initialName ?? '');
  const [labelRole, setLabelRole] = useState<LabelRole>(artist?.labelRole ?? 'Artist');
  const [selectedYears, setYears] = useState<string[]>(
    (artist?.years ?? [defaultYear]).map(String),
  );
  const [photo, setPhoto] = useState<string | null>(artist?.profilePicture ?? null);
  const [busy, setBusy] = useState(false);

  const save = () => {
    setBusy(true);
    saveArtist({
      id: artist?.id ?? null,
      name,
      labelRole,
      profilePicture: photo,
      years: selectedYears.map(Number),
    })
      .then(({ id }) => {
        notifySuccess(t('artists.saved'));
        onSaved(id);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={artist ? t('artists.editTitle') : t('artists.add')}
      centered
    >
      <Stack gap="sm">
        <TextInput
          label={t('artists.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
          data-autofocus
        />
        <Select
          label={t('artists.label')}
          data={LABEL_ROLES.map((value) => ({ value, label: value }))}
          value={labelRole}
          onChange={(value) => setLabelRole(value ?? null)}
        />
        <MultiSelect
          label={t('artists.years')}
          data={[...new Set([...years, ...(artist?.years ?? [])])].map(String)}
          value={selectedYears}
          onChange={setYears}
        />
        <AdminPhotoInput label={t('artists.photo')} value={photo} onChange={setPhoto} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={name.trim() === ''}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
