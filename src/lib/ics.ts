import ical from 'ical-generator';
import { TZDate } from '@date-fns/tz';
import type { EventDto } from '@/api/contract/program';
import { FESTIVAL_TIME_ZONE, isRepeatedBerlinTime } from './berlin-time';
import { festivalNightEnd } from './festival-night';

/**
 * Europe/Berlin with the EU rule (last Sunday of March and of October, 01:00 UTC), as published
 * by tzurl.org. Calendar apps that do not know the zone name read the offsets from here.
 */
export const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZNAME:CEST',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZNAME:CET',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export type IcsEvent = Pick<
  EventDto,
  | 'id'
  | 'title'
  | 'description'
  | 'dateTime'
  | 'end'
  | 'conference'
  | 'venue'
  | 'artists'
  | 'genres'
  | 'updatedAt'
  | 'revision'
>;

export interface IcsOptions {
  calendarName: string;
  /** Address of the calendar itself (the feed, or the timetable page). */
  url: string;
  /** Link for each event, e.g. its single-event page. */
  eventUrl?: (id: number) => string;
}

/** Stable across exports, so a re-imported or subscribed calendar updates instead of duplicating. */
export const icsUid = (id: number): string => `event-${id}@festival`;

const describe = (event: IcsEvent): string | undefined => {
  const artists = event.artists.map((artist) => artist.name).join(', ');
  const text = [artists && `w/ ${artists}`, event.description ?? '']
    .filter((part) => part.length > 0)
    .join('\n\n');
  return text.length > 0 ? text : undefined;
};

/**
 * An iCalendar text of the events, times in Europe/Berlin with its VTIMEZONE (UTC for the rare
 * event touching the repeated autumn hour). An Open-End event ends with its festival night
 * (06:00 the morning after its program day, docs/decisions.md): without a DTEND calendar apps
 * would show it ending the moment it starts. SEQUENCE is the event's revision, so a changed
 * event replaces the copy a calendar app holds.
 * Which events go in (published only, favourites) is the caller's choice. No DOM, no React: the
 * page's download and the server's subscribable feed can both build on it.
 */
export const buildIcs = (events: readonly IcsEvent[], options: IcsOptions): string => {
  // The calendar-level zone stays unnamed: a named one would also write DTSTAMP in local time,
  // which RFC 5545 requires in UTC. The generator still emits the VTIMEZONE the events use.
  const calendar = ical({
    name: options.calendarName,
    url: options.url,
    prodId: { company: 'festival', product: 'timetable', language: 'EN' },
    timezone: {
      name: null,
      generator: (zone) => (zone === FESTIVAL_TIME_ZONE ? BERLIN_VTIMEZONE : null),
    },
  });

  for (const event of events) {
    const updated = new Date(event.updatedAt);
    const end = event.end ?? festivalNightEnd(event);
    // A Berlin time in the repeated autumn hour is ambiguous with a TZID (RFC 5545 reads the
    // first pass, ical.js the second), so such an event is written in UTC instead.
    const inUtc = [event.dateTime, end].some((iso) => isRepeatedBerlinTime(iso));
    const zone = inUtc ? null : FESTIVAL_TIME_ZONE;
    calendar.createEvent({
      id: icsUid(event.id),
      summary: event.title,
      description: describe(event),
      location: event.venue?.name,
      categories: event.genres.map((genre) => ({ name: genre.name })),
      url: options.eventUrl?.(event.id),
      timezone: zone,
      // TZDate carries the zone, so the wall-clock fields are Berlin's, not the host's.
      start: zone ? new TZDate(event.dateTime, zone) : new Date(event.dateTime),
      end: zone ? new TZDate(end, zone) : new Date(end),
      sequence: event.revision,
      stamp: updated,
      lastModified: updated,
    });
  }
  return calendar.toString();
};
