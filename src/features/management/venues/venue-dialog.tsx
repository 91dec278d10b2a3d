import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidUrl } from '@/api/contract/management';
import type { VenueDto } from '@/api/contract/program';
import { saveVenue } from '@/api/management';
import { AdminPhotoInput } from '../photo/admin-photo-input';

interface VenueDialogProps {
  venue: VenueDto | null;
  onClose: () => void;
  onSaved: () => void;
}

const coordinate = (value: string | number) => (typeof value === 'number' ? value : null);

/** Create or update a venue: name, position, image, website. */
export const VenueDialog = ({ venue, onClose, onSaved }: VenueDialogProps) => {
  const { t } = useTranslation('management');
  const [name, setName] = useState(venue?.name ?? '');
  const [website, setWebsite] = useState(venue?.website ?? '');
  const [latitude, setLatitude] = useState<number | null>(venue?.latitude ?? null);
  const [longitude, setLongitude] = useState<number | null>(venue?.longitude ?? null);
  const [image, setImage] = useState<string | null>(venue?.image ?? null);
  const [busy, setBusy] = useState(false);
  const websiteError = isValidUrl(website) ? undefined : t('form.invalidUrl');

  const save = () => {
    setBusy(true);
    saveVenue({ id: venue?.id ?? null, name, website: website || null, latitude, longitude, image })
      .then(onSaved)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={venue ? t('venues.editTitle') : t('venues.add')}
      centered
    >
      <Stack gap="sm">
        <TextInput
          label={t('venues.name')}
          value={name}
          required
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label={t('venues.website')}
          value={website}
          error={websiteError}
          inputMode="url"
          onChange={(e) => setWebsite(e.currentTarget.value)}
        />
        <Group grow>
          <NumberInput
            label={t('venues.latitude')}
            value={latitude ?? ''}
            min={-90}
            max={90}
            decimalScale={6}
            onChange={(v) => setLatitude(coordinate(v))}
          />
          <NumberInput
            label={t('venues.longitude')}
            value={longitude ?? ''}
            min={-180}
            max={180}
            decimalScale={6}
            onChange={(v) => setLongitude(coordinate(v))}
          />
        </Group>
        <AdminPhotoInput label={t('venues.image')} value={image} onChange={setImage} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={busy}
            disabled={!name.trim() || websiteError !== undefined}
          >
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
