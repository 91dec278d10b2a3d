import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EventRow } from '@/offline/db';
import { useShortWeekdayName } from '@/lib/use-weekday-name';
import { formatTimeRange } from '../format';
import type { TimetableEntry } from '../timetable-model';
import classes from './timetable-grid.module.css';

interface OutsideWindowListProps {
  heading: string;
  events: readonly EventRow[];
  entries: ReadonlyMap<number, TimetableEntry>;
}

/** Favourites of the day before 09:00 or from 17:00 on, listed so they stay reachable. */
export const OutsideWindowList = ({ heading, events, entries }: OutsideWindowListProps) => {
  const { t } = useTranslation('timetable');
  const shortWeekday = useShortWeekdayName();
  if (events.length === 0) return null;
  return (
    <Stack gap={6} component="section">
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {heading}
      </Title>
      {events.map((event) => {
        const entry = entries.get(event.id);
        const conflict = (entry?.conflictsWith.length ?? 0) > 0;
        const eventPath = `/event/${event.id}`;
        return (
          <Group key={event.id} gap="xs" wrap="nowrap" align="center">
            <span
              className={`${classes.swatch} ${event.conference ? classes.day : classes.night}`}
              aria-hidden="true"
            />
            <Text fz="sm" fw={700} c="dimmed" miw={0} style={{ whiteSpace: 'nowrap' }}>
              {formatTimeRange(event, t('entry.openEnd'), shortWeekday)}
            </Text>
            <Anchor component={Link} to={eventPath} fz="sm" fw={600} truncate="end" miw={0}>
              {event.title}
            </Anchor>
            {conflict && (
              <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t('conflict.short')}
              </Badge>
            )}
            {(entry?.changes.length ?? 0) > 0 && (
              <Badge color="orange" variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t('changed.badge')}
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};
