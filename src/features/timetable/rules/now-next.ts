import type { EventDto, VenueRef } from '@/api/contract/program';
import {
  berlinLocalToIso,
  eventDayKey,
  festivalDayKey,
  FESTIVAL_DAY_STARTS_AT_HOUR,
  instantOf,
  shiftDayKey,
} from '@/lib/berlin-time';

export type NowNextEvent = Pick<EventDto, 'id' | 'dateTime' | 'end' | 'conference' | 'venue'>;

export interface VenueNowNext<T> {
  /** null: no venue yet ('TBA'). */
  venue: VenueRef | null;
  now: T | null;
  next: T | null;
  /** `now` or `next` is one of the user's favourites. */
  favourite: boolean;
}

const hourText = String(FESTIVAL_DAY_STARTS_AT_HOUR).padStart(2, '0');

/**
 * Per venue, what runs now and what starts next on the current festival day (the day turns at
 * FESTIVAL_DAY_STARTS_AT_HOUR, so at 02:00 the night before is still on). An open-end event runs
 * until the venue's next event starts, else until the festival day ends. Venues with a favourite
 * come first, then by name; events without venue last; venues with nothing left are left out.
 */
export const nowAndNext = <T extends NowNextEvent>(
  events: readonly T[],
  nowIso: string,
  favouriteIds: Iterable<number>,
): VenueNowNext<T>[] => {
  const now = instantOf(nowIso);
  const today = festivalDayKey(nowIso);
  const dayEnd = instantOf(berlinLocalToIso(`${shiftDayKey(today, 1)}T${hourText}:00`));
  const favourites = new Set(favouriteIds);

  const byVenue = new Map<number | null, { venue: VenueRef | null; events: T[] }>();
  for (const event of events) {
    if (eventDayKey(event) !== today) continue;
    const key = event.venue?.id ?? null;
    const entry = byVenue.get(key);
    if (entry) entry.events.push(event);
    else byVenue.set(key, { venue: event.venue, events: [event] });
  }

  const result: VenueNowNext<T>[] = [];
  for (const { venue, events: venueEvents } of byVenue.values()) {
    const timed = venueEvents
      .map((event) => ({ event, start: instantOf(event.dateTime) }))
      .sort(
        (a, b) =>
          a.start - b.start ||
          Number(favourites.has(b.event.id)) - Number(favourites.has(a.event.id)) ||
          a.event.id - b.event.id,
      );
    let running: { event: T; start: number } | null = null;
    let next: T | null = null;
    for (const [position, { event, start }] of timed.entries()) {
      const end =
        event.end === null
          ? (timed.slice(position + 1).find((later) => later.start > start)?.start ?? dayEnd)
          : instantOf(event.end);
      // The latest started wins; on a tie the first, i.e. a favourite.
      if (start <= now && now < end && (running === null || start > running.start)) {
        running = { event, start };
      } else if (start > now && next === null) {
        next = event;
      }
    }
    const current = running?.event ?? null;
    if (current === null && next === null) continue;
    const favourite = [current, next].some((event) => event !== null && favourites.has(event.id));
    result.push({ venue, now: current, next, favourite });
  }

  return result.sort(
    (a, b) =>
      Number(b.favourite) - Number(a.favourite) ||
      Number(a.venue === null) - Number(b.venue === null) ||
      (a.venue?.name ?? '').localeCompare(b.venue?.name ?? '', 'de'),
  );
};
