import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventRow } from '@/offline/db';
import { IconOverlap } from '../timetable-icons';

/** 'Overlaps with …': the other favourites running at the same time. */
export const ConflictNote = ({ others }: { others: readonly EventRow[] }) => {
  const { t } = useTranslation('timetable');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="var(--mantine-color-error)">
      <IconOverlap size={16} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm" fw={500} c="inherit">
        {t('conflict.with', { titles: others.map((event) => event.title).join(', ') })}
      </Text>
    </Group>
  );
};
