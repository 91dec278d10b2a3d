import { Center, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarSubscription } from './calendar/calendar-subscription';
import { EmptyTimetable } from './empty-timetable';
import { TimetableGrid } from './grid/timetable-grid';
import { TimetableList } from './list/timetable-list';
import { GoneNotice } from './markers/gone-notice';
import { NowNextView } from './now-next/now-next-view';
import { useTimetable } from './use-timetable';
import { TIMETABLE_VIEWS, useViewMode } from './use-view-mode';

export const MemberTimetable = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('timetable');
  const timetable = useTimetable(userId);
  const [view, setView] = useViewMode();

  if (!timetable) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const { entries, gone } = timetable;
  return (
    <Stack gap="lg">
      {gone.length > 0 && <GoneNotice userId={userId} gone={gone} />}
      {entries.length === 0 ? (
        <EmptyTimetable />
      ) : (
        <>
          <SegmentedControl<(typeof TIMETABLE_VIEWS)[number]>
            value={view}
            onChange={setView}
            data={TIMETABLE_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
            aria-label={t('views.label')}
            fullWidth
          />
          {view === 'list' && <TimetableList userId={userId} entries={entries} />}
          {view === 'grid' && <TimetableGrid entries={entries} />}
          {view === 'now' && <NowNextView favouriteIds={entries.map((entry) => entry.event.id)} />}
          <CalendarSubscription />
        </>
      )}
    </Stack>
  );
};
