import type { ScheduleDocument, ScheduleEvent } from './schedule-model';

/** schedule.json as the C3VOC JSON schema (draft-06) describes it, pretalx's person shape. */

const eventJson = (event: ScheduleEvent) => ({
  id: event.id,
  guid: event.guid,
  logo: event.logo ?? '',
  date: event.date,
  start: event.start,
  duration: event.duration,
  room: event.room,
  slug: event.slug,
  url: event.url,
  title: event.title,
  subtitle: '',
  track: event.track,
  type: event.type,
  language: null,
  abstract: null,
  description: event.description,
  persons: event.persons.map((p) => ({
    guid: p.guid,
    name: p.name,
    biography: p.biography,
    avatar: p.avatar,
  })),
  links: [],
});

export function renderScheduleJson(doc: ScheduleDocument): string {
  return JSON.stringify({
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'festival-app' },
    schedule: {
      version: doc.version,
      base_url: doc.baseUrl,
      url: doc.url,
      conference: {
        acronym: doc.acronym,
        title: doc.title,
        start: doc.start,
        end: doc.end,
        daysCount: doc.days.length,
        timeslot_duration: '00:05',
        time_zone_name: 'Europe/Berlin',
        url: doc.baseUrl,
        tracks: doc.tracks.map((track) => (track.slug ? track : { name: track.name })),
        rooms: doc.rooms.map((room) =>
          /^[a-z0-9_-]+[a-z0-9]$/.test(room.slug)
            ? { name: room.name, slug: room.slug, guid: room.guid }
            : { name: room.name, guid: room.guid },
        ),
        days: doc.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            day.rooms.map(({ room, events }) => [room.name, events.map(eventJson)]),
          ),
        })),
      },
    },
  });
}
