import type { VenueRef } from '@/api/contract/program';
import { eventDayKey, festivalDayKey, instantOf } from '@/lib/berlin-time';
import type { NowNextEvent } from '../rules/now-next';

export interface VenueFirstUp<T> {
  venue: VenueRef | null;
  first: T;
  favourite: boolean;
}

export interface UpcomingDay<T> {
  dayKey: string;
  venues: VenueFirstUp<T>[];
}

/**
 * When nothing is left today: the next festival day after today's (festival days turn at 06:00)
 * with each venue's first event; a favourite wins a tie. Venues whose first event is a favourite
 * come first, then by name, 'TBA' last. Null when no later day has events.
 */
export const upcomingDay = <T extends NowNextEvent>(
  events: readonly T[],
  nowIso: string,
  favouriteIds: Iterable<number>,
): UpcomingDay<T> | null => {
  const today = festivalDayKey(nowIso);
  const favourites = new Set(favouriteIds);
  const later = events
    .map((event) => ({ event, day: eventDayKey(event) }))
    .filter((item) => item.day > today);
  if (later.length === 0) return null;
  const dayKey = later.reduce(
    (min, item) => (item.day < min ? item.day : min),
    later[0]?.day ?? '',
  );

  const sooner = (a: T, b: T) =>
    instantOf(a.dateTime) - instantOf(b.dateTime) ||
    Number(favourites.has(b.id)) - Number(favourites.has(a.id)) ||
    a.id - b.id;
  const firstByVenue = new Map<number | null, T>();
  for (const { event, day } of later) {
    if (day !== dayKey) continue;
    const key = event.venue?.id ?? null;
    const current = firstByVenue.get(key);
    if (current === undefined || sooner(event, current) < 0) firstByVenue.set(key, event);
  }

  const venues = [...firstByVenue.values()].map((first) => ({
    venue: first.venue,
    first,
    favourite: favourites.has(first.id),
  }));
  venues.sort(
    (a, b) =>
      Number(b.favourite) - Number(a.favourite) ||
      Number(a.venue === null) - Number(b.venue === null) ||
      (a.venue?.name ?? '').localeCompare(b.venue?.name ?? '', 'de'),
  );
  return { dayKey, venues };
};
