import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { festivalDayKey, formatDayHeading } from '@/lib/berlin-time';
import { useWeekdayName } from '@/lib/use-weekday-name';
import { db } from '@/offline/db';
import { nowAndNext } from '../rules/now-next';
import { useNow } from '../use-now';
import { upcomingDay } from './upcoming-day';
import { VenueCard } from './venue-card';

/** What runs now and next at each venue today, venues with my favourites first. */
export const NowNextView = ({ favouriteIds }: { favouriteIds: readonly number[] }) => {
  const { t } = useTranslation('timetable');
  const weekdayName = useWeekdayName();
  const now = useNow();
  const events = useLiveQuery(() => db.events.toArray(), []);
  const favourites = useMemo(() => new Set(favouriteIds), [favouriteIds]);
  const today = useMemo(
    () => (events ? nowAndNext(events, now, favourites) : []),
    [events, now, favourites],
  );
  const upcoming = useMemo(
    () => (events && today.length === 0 ? upcomingDay(events, now, favourites) : null),
    [events, today, now, favourites],
  );

  if (!events) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (events.length === 0) return <Text c="dimmed">{t('now.noProgram')}</Text>;

  if (today.length > 0) {
    return (
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('now.today', { day: formatDayHeading(festivalDayKey(now), weekdayName) })}
        </Title>
        {today.map((slot) => (
          <VenueCard
            key={slot.venue?.id ?? 'tba'}
            venue={slot.venue}
            rows={[
              { label: t('now.now'), event: slot.now },
              { label: t('now.next'), event: slot.next },
            ]}
            favourites={favourites}
          />
        ))}
      </Stack>
    );
  }
  if (!upcoming) return <Text>{t('now.over')}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('now.nextDay', { day: formatDayHeading(upcoming.dayKey, weekdayName) })}
      </Title>
      {upcoming.venues.map((slot) => (
        <VenueCard
          key={slot.venue?.id ?? 'tba'}
          venue={slot.venue}
          rows={[{ label: t('now.firstUp'), event: slot.first }]}
          favourites={favourites}
        />
      ))}
    </Stack>
  );
};
