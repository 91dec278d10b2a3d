import type { EventDto, VenueDto } from '@/api/contract/program';
import type { SiteMapPointDto } from '@/api/contract/site-map';
import { instantOf } from '@/lib/berlin-time';
import { festivalNightEnd } from '@/lib/festival-night';

/** What the map and its list show for one stage. */
export interface StageBoardItem {
  pointId: number;
  venueId: number;
  name: string;
  x: number;
  y: number;
  /** On now at the stage (an Open-End set runs until its festival night ends). */
  now: EventDto | null;
  /** The next start at the stage. */
  next: EventDto | null;
  /** My saved events at the stage that have not ended, by start. */
  mine: EventDto[];
}

const endOf = (event: EventDto): number => instantOf(event.end ?? festivalNightEnd(event));

/**
 * The stages on the plan with now, next and my plan at `now` (ISO). One pass over the program
 * groups it by venue, so a 5,000-event program costs a few milliseconds.
 */
export const stageBoard = (
  points: readonly SiteMapPointDto[],
  venues: readonly VenueDto[],
  events: readonly EventDto[],
  savedIds: ReadonlySet<number>,
  now: string,
): StageBoardItem[] => {
  const at = instantOf(now);
  const names = new Map(venues.map((venue) => [venue.id, venue.name]));
  const byVenue = new Map<number, EventDto[]>();
  for (const event of events) {
    if (!event.venue) continue;
    const list = byVenue.get(event.venue.id);
    if (list) list.push(event);
    else byVenue.set(event.venue.id, [event]);
  }
  return points.flatMap((point) => {
    if (point.kind !== 'stage' || point.venueId === null) return [];
    const name = names.get(point.venueId);
    if (name === undefined) return [];
    const running = (byVenue.get(point.venueId) ?? [])
      .filter((event) => endOf(event) > at)
      .sort((a, b) => instantOf(a.dateTime) - instantOf(b.dateTime));
    const started = running.filter((event) => instantOf(event.dateTime) <= at);
    return [
      {
        pointId: point.id,
        venueId: point.venueId,
        name,
        x: point.x,
        y: point.y,
        // The latest start wins when sets overlap: it is the one now on stage.
        now: started.at(-1) ?? null,
        next: running.find((event) => instantOf(event.dateTime) > at) ?? null,
        mine: running.filter((event) => savedIds.has(event.id)),
      },
    ];
  });
};
