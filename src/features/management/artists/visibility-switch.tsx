import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setArtistVisibility } from '@/api/management';
import { notifyError } from '@/lib/notify';
import { useOptimisticToggle } from './use-visibility';

interface VisibilitySwitchProps {
  artistId: number;
  name: string;
  visible: boolean;
  disabled: boolean;
}

/** Visible on the website or not; only admins may switch it (spec §6). */
export const VisibilitySwitch = ({ artistId, name, visible, disabled }: VisibilitySwitchProps) => {
  const { t } = useTranslation('management');
  const { shown, toggle } = useOptimisticToggle(
    visible,
    (next) => setArtistVisibility(artistId, next),
    () => notifyError(t('artists.visibilityFailed')),
  );
  return (
    <Switch
      checked={shown}
      onChange={(event) => toggle(event.currentTarget.checked)}
      disabled={disabled}
      color="teal"
      aria-label={t('artists.visibleLabel', { name })}
    />
  );
};
