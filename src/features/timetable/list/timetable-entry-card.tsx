import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShortWeekdayName } from '@/lib/use-weekday-name';
import { formatTimeRange } from '../format';
import { ChangedNote } from '../markers/changed-note';
import { ConflictNote } from '../markers/conflict-note';
import type { TimetableEntry } from '../timetable-model';
import { useTimetableSlots } from '../timetable-slots';
import { EntryActions } from './entry-actions';
import classes from './timetable-list.module.css';

/** One favourite in the list: time, title, venue, markers and actions. */
export const TimetableEntryCard = ({
  userId,
  entry,
}: {
  userId: number;
  entry: TimetableEntry;
}) => {
  const { t } = useTranslation('timetable');
  const shortWeekday = useShortWeekdayName();
  const { event, conflictsWith, changes, seen } = entry;
  const { EventExtra } = useTimetableSlots();
  const eventPath = `/event/${event.id}`;
  const conflict = conflictsWith.length > 0;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={`${classes.card} ${event.conference ? classes.day : classes.night}`}
      data-conflict={conflict || undefined}
      data-testid={`timetable-entry-${event.id}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fz="sm" fw={700} c="dimmed">
              {formatTimeRange(event, t('entry.openEnd'), shortWeekday)}
            </Text>
            <Anchor component={Link} to={eventPath} fw={700} fz="md" lh={1.3}>
              {event.title}
            </Anchor>
            <Text fz="sm">{event.venue?.name ?? t('entry.tba')}</Text>
          </Stack>
          <EntryActions userId={userId} event={event} />
        </Group>
        {conflict && <ConflictNote others={conflictsWith} />}
        {seen && changes.length > 0 && (
          <ChangedNote userId={userId} event={event} changes={changes} seen={seen} />
        )}
        {EventExtra && <EventExtra userId={userId} eventId={event.id} />}
      </Stack>
    </Paper>
  );
};
