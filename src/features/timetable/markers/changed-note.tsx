import { Alert, Button, Group, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { berlinDayKey } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';
import type { EventRow } from '@/offline/db';
import { formatWhen } from '../format';
import type { ChangedField, EventSnapshot } from '../rules/changes';
import { acknowledgeChanges } from '../seen-events';
import { IconChanged } from '../timetable-icons';

interface ChangedNoteProps {
  userId: number;
  event: EventRow;
  changes: readonly ChangedField[];
  seen: EventSnapshot;
}

/** What changed since the user last saw the favourite; 'OK' makes the current state the seen one. */
export const ChangedNote = ({ userId, event, changes, seen }: ChangedNoteProps) => {
  const { t } = useTranslation('timetable');
  const weekdayName = useWeekdayName();
  // The day is named only when it differs, e.g. "was 15.08. Friday 21:00".
  const when = (iso: string | null, comparedWith: string | null) =>
    iso === null
      ? t('entry.openEnd')
      : formatWhen(
          iso,
          weekdayName,
          berlinDayKey(iso) !== berlinDayKey(comparedWith ?? event.dateTime),
        );
  const was: Record<ChangedField, string> = {
    dateTime: when(seen.dateTime, event.dateTime),
    end: when(seen.end, event.end),
    venue: seen.venueName ?? t('entry.tba'),
    state: t(`changed.states.${seen.state}`),
  };

  return (
    <Alert
      variant="light"
      color="orange"
      p="xs"
      icon={<IconChanged />}
      title={t('changed.badge')}
      styles={{ title: { marginBottom: 2 } }}
    >
      <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
        <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
          {changes.map((field) => (
            <List.Item key={field}>{t(`changed.${field}`, { was: was[field] })}</List.Item>
          ))}
        </List>
        <Button
          size="compact-sm"
          style={{ flexShrink: 0 }}
          variant="filled"
          color="orange"
          aria-label={t('changed.okLabel', { title: event.title })}
          onClick={() => void acknowledgeChanges(userId, event)}
        >
          {t('changed.ok')}
        </Button>
      </Group>
    </Alert>
  );
};
