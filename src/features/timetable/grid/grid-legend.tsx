import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './timetable-grid.module.css';

export const GridLegend = () => {
  const { t } = useTranslation('timetable');
  const items = [
    { className: classes.day, label: t('grid.day') },
    { className: classes.night, label: t('grid.night') },
  ];
  return (
    <Group gap="md" aria-label={t('grid.legend')} role="group">
      {items.map((item) => (
        <Group key={item.label} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${item.className}`} aria-hidden="true" />
          <Text fz="xs">{item.label}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <span
          className={classes.swatch}
          style={{ borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 }}
          aria-hidden="true"
        />
        <Text fz="xs">{t('conflict.short')}</Text>
      </Group>
    </Group>
  );
};
