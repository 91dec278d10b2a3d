import { Center, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarSubscription } from './calendar/calendar-subscription';
import { EmptyTimetable } from './empty-timetable';
import { TimetableGrid } from './grid/timetable-grid';
import { TimetableList } from './list/timetable-list';
import { GoneNotice } from './markers/gone-notice';
import { NowNextView } from './now-next/now-next-view';
import { useTimetable } from './use-timetable';
import { useTimetableSlots } from './timetable-slots';
import {
  EXTRA_VIEW,
  TIMETABLE_VIEWS,
  type TimetableViewChoice,
  useViewMode,
} from './use-view-mode';

export const MemberTimetable = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('timetable');
  const timetable = useTimetable(userId);
  const [chosen, setView] = useViewMode();
  const { extraView } = useTimetableSlots();
  // A stored choice of a view this route does not add falls back to the list.
  const view = chosen === EXTRA_VIEW && !extraView ? 'list' : chosen;
  const views = TIMETABLE_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }));
  const choices: { value: TimetableViewChoice; label: string }[] = extraView
    ? [...views, { value: EXTRA_VIEW, label: extraView.label }]
    : views;

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
          <SegmentedControl<TimetableViewChoice>
            value={view}
            onChange={setView}
            data={choices}
            aria-label={t('views.label')}
            fullWidth
          />
          {view === 'list' && <TimetableList userId={userId} entries={entries} />}
          {view === 'grid' && <TimetableGrid entries={entries} />}
          {view === 'now' && <NowNextView favouriteIds={entries.map((entry) => entry.event.id)} />}
          {view === EXTRA_VIEW && extraView?.render(userId)}
          <CalendarSubscription />
        </>
      )}
    </Stack>
  );
};
