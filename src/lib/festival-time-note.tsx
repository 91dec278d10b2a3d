import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FESTIVAL_TIME_ZONE } from './berlin-time';

/** The device's own time zone, e.g. "America/New_York". */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Says once per screen that the times shown are the festival's (Berlin), on a device set to
 * another time zone: event times never follow the device (spec §9).
 */
export const FestivalTimeNote = () => {
  const { t } = useTranslation('common');
  if (deviceTimeZone() === FESTIVAL_TIME_ZONE) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="festival-time-note">
      {t('festivalTime')}
    </Text>
  );
};
