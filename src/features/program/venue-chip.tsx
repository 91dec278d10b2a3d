import { Badge, CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPin } from './program-icons';

/** The venue the events are narrowed to (a stage's program), with a way back to all events. */
export const VenueChip = ({ name, onClear }: { name: string; onClear: () => void }) => {
  const { t } = useTranslation('program');
  return (
    <Badge
      size="lg"
      radius="xl"
      variant="light"
      tt="none"
      leftSection={<IconPin size={14} />}
      rightSection={
        <CloseButton size="xs" aria-label={t('venueFilter.clear', { name })} onClick={onClear} />
      }
      role="status"
    >
      {t('venueFilter.label', { name })}
    </Badge>
  );
};
