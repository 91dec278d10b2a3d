import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const Swatch = ({ color, label }: { color: string; label: string }) => (
  <Group gap={6} wrap="nowrap">
    <span
      aria-hidden="true"
      style={{
        width: 12,
        height: 12,
        borderRadius: 3,
        background: `var(--mantine-color-${color}-6)`,
      }}
    />
    <Text size="xs">{label}</Text>
  </Group>
);

/** Spec §2: a legend for visible or not visible on the website. */
export const VisibilityLegend = () => {
  const { t } = useTranslation('management');
  return (
    <Group gap="md" aria-label={t('artists.legend')} role="group">
      <Swatch color="teal" label={t('artists.visible')} />
      <Swatch color="gray" label={t('artists.hidden')} />
    </Group>
  );
};
