import { Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventDayKey, festivalDayKey } from '@/lib/berlin-time';
import { shortDayParts } from '../format';
import { timetableGridLayout } from '../rules/grid-layout';
import type { EventRow } from '@/offline/db';
import type { TimetableEntry } from '../timetable-model';
import { GridCanvas } from './grid-canvas';
import { GridLegend } from './grid-legend';
import { OutsideWindowList } from './outside-window-list';

/** Today's festival day when it has favourites, else the first day with some in the window. */
const pickDay = (days: readonly string[], events: readonly EventRow[]): string => {
  const today = festivalDayKey(new Date().toISOString());
  if (days.includes(today)) return today;
  const inWindow = (dayKey: string) => timetableGridLayout(events, { dayKey }).blocks.length > 0;
  return days.find(inWindow) ?? days[0] ?? today;
};

/** Weekday over date, so a festival week fits a phone's width. */
const DayLabel = ({ dayKey, locale }: { dayKey: string; locale: string }) => {
  const { weekday, date } = shortDayParts(dayKey, locale);
  return (
    <Stack gap={0} align="center">
      <Text component="span" fz="xs" fw={700}>
        {weekday}
      </Text>
      <Text component="span" fz="xs">
        {date}
      </Text>
    </Stack>
  );
};

/** Spec §2 grid: one festival day at a time, 09:00–17:00, the rest listed above and below. */
export const TimetableGrid = ({ entries }: { entries: readonly TimetableEntry[] }) => {
  const { t, i18n } = useTranslation('timetable');
  const days = useMemo(
    () => [...new Set(entries.map((entry) => eventDayKey(entry.event)))].sort(),
    [entries],
  );
  const events = useMemo(() => entries.map((entry) => entry.event), [entries]);
  const [chosen, setChosen] = useState<string | null>(null);
  const preferred = useMemo(() => pickDay(days, events), [days, events]);
  const day = chosen !== null && days.includes(chosen) ? chosen : preferred;
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.event.id, entry])), [entries]);
  const layout = useMemo(() => timetableGridLayout(events, { dayKey: day }), [events, day]);

  return (
    <Stack gap="md">
      {days.length > 1 && (
        <ScrollArea type="auto" offsetScrollbars="x">
          <SegmentedControl
            value={day}
            onChange={setChosen}
            aria-label={t('grid.days')}
            fullWidth
            data={days.map((value) => ({
              value,
              label: <DayLabel dayKey={value} locale={i18n.language} />,
            }))}
          />
        </ScrollArea>
      )}
      <OutsideWindowList heading={t('grid.earlier')} events={layout.earlier} entries={byId} />
      <Paper withBorder radius="md" p="xs">
        {layout.blocks.length === 0 && (
          <Text fz="sm" c="dimmed" ta="center" py={4}>
            {t('grid.noneInWindow')}
          </Text>
        )}
        <GridCanvas layout={layout} entries={byId} />
      </Paper>
      <OutsideWindowList heading={t('grid.later')} events={layout.later} entries={byId} />
      <Group>
        <GridLegend />
      </Group>
    </Stack>
  );
};
