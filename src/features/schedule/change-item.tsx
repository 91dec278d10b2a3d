import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgramChangeDto } from '@/api/contract/schedule-export';
import { formatEventDateLong, formatTime } from '@/lib/berlin-time';

const KIND_COLOURS = { new: 'teal', moved: 'orange', changed: 'blue', cancelled: 'red' } as const;

interface Fields {
  start: string;
  venue: string | null;
}

/** One change of a version: its kind, the event's title and when and where before and after. */
export const ChangeItem = ({ change }: { change: ProgramChangeDto }) => {
  const { t, i18n } = useTranslation('schedule');
  const shown = change.after ?? change.before;
  if (!shown) return null;
  const place = (fields: Fields) =>
    `${formatEventDateLong(fields.start, i18n.language)}, ${formatTime(fields.start)} · ${fields.venue ?? t('page.noRoom')}`;
  const { before, after } = change;
  return (
    <Stack gap={2} component="li" data-kind={change.kind}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={KIND_COLOURS[change.kind]} variant="light" style={{ flexShrink: 0 }}>
          {t(`kind.${change.kind}`)}
        </Badge>
        <Text fw={700} td={change.kind === 'cancelled' ? 'line-through' : undefined}>
          {shown.title}
        </Text>
      </Group>
      {change.kind === 'changed' && before && before.title !== shown.title && (
        <Text size="sm" c="dimmed">
          {t('page.from')}: {before.title}
        </Text>
      )}
      {change.kind === 'moved' && before && after ? (
        <>
          <Text size="sm" c="dimmed" td="line-through">
            {t('page.from')}: {place(before)}
          </Text>
          <Text size="sm">
            {t('page.to')}: {place(after)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {place(shown)}
        </Text>
      )}
    </Stack>
  );
};
