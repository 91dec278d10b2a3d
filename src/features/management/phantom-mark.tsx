import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconGhost } from './management-icons';

/** Spec §2: phantom artists show a ghost icon with a tooltip (tap or focus shows it too). */
export const PhantomMark = () => {
  const { t } = useTranslation('management');
  const label = t('artists.phantomTooltip');
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: true }} multiline maw={240}>
      <ActionIcon
        variant="transparent"
        color="gray"
        size="sm"
        aria-label={label}
        data-testid="phantom-icon"
      >
        <IconGhost size={18} />
      </ActionIcon>
    </Tooltip>
  );
};
