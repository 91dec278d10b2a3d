import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { FESTIVAL_DAY_STARTS_AT_HOUR } from '../program/program-sql';
import type { ScheduleEventRow, SchedulePerson } from './queries';
import { type ScheduleLanguage, scheduleTexts } from './schedule-texts';

/**
 * One edition's published program in the shape of the C3VOC schedule (schedule.xml and
 * schedule.json share it): days of the festival night (06:00 to 06:00 in Berlin), rooms per
 * day, events with stable GUIDs, tracks from genres and conference topics.
 */

/** Acronym and slug stem: `[a-z0-9_]{4,}` as both schemas ask. */
export const ACRONYM_STEM = 'festival';
/** Events without an end are shown this long (Giggity and EventFahrplan need a duration). */
export const DEFAULT_DURATION_MINUTES = 60;

export interface ScheduleEvent {
  id: number;
  guid: string;
  date: string;
  /** Berlin ISO end (start + duration); not written, it bounds the day. */
  end: string;
  start: string;
  duration: string;
  room: string;
  slug: string;
  url: string;
  title: string;
  track: string | null;
  type: string;
  description: string | null;
  logo: string | null;
  persons: SchedulePerson[];
}

export interface ScheduleRoom {
  name: string;
  guid: string;
  slug: string;
}

export interface ScheduleDay {
  index: number;
  date: string;
  start: string;
  end: string;
  rooms: { room: ScheduleRoom; events: ScheduleEvent[] }[];
}

export interface ScheduleDocument {
  version: string;
  language: ScheduleLanguage;
  baseUrl: string;
  /** Where this document is served. */
  url: string;
  acronym: string;
  title: string;
  start: string;
  end: string;
  tracks: { name: string; slug: string | null }[];
  rooms: ScheduleRoom[];
  days: ScheduleDay[];
}

/** A name-based UUID (RFC 4122 version 5 layout over SHA-1) for things without a row. */
export function nameUuid(name: string): string {
  const hex = createHash('sha1').update(`festival-schedule:${name}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Lower-case ASCII words joined by '-', e.g. "Drum & Bass" → "drum-bass". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes as hh:mm (at most 99:59, the longest both schemas take). */
export const formatDuration = (minutes: number): string => {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), 99 * 60 + 59);
  return `${two(Math.floor(clamped / 60))}:${two(clamped % 60)}`;
};

/** The Berlin wall-clock instant `hour`:00 of `day` (yyyy-MM-dd) plus `days`, with its offset. */
export const berlinAt = (day: string, hour: number, days = 0): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatISO(new TZDate(y, m - 1, d + days, hour, 0, 0, 'Europe/Berlin'));
};

/**
 * A festival day runs from 06:00 to 06:00 the next morning; a conference session counts on its
 * calendar day, so one that starts before 06:00 (or runs past the next 06:00) widens its day.
 */
function dayBounds(day: string, slots: { events: ScheduleEvent[] }[]) {
  let start = berlinAt(day, FESTIVAL_DAY_STARTS_AT_HOUR);
  let end = berlinAt(day, FESTIVAL_DAY_STARTS_AT_HOUR, 1);
  for (const event of slots.flatMap((slot) => slot.events)) {
    if (Date.parse(event.date) < Date.parse(start)) start = event.date;
    if (Date.parse(event.end) > Date.parse(end)) end = event.end;
  }
  return { start, end };
}

const trackOf = (row: ScheduleEventRow): string | null =>
  (row.conference ? row.conferenceTopics[0] : row.genres[0]) ?? null;

export interface BuildOptions {
  year: number;
  language: ScheduleLanguage;
  /** `<version>`: the changelog's release and a digest of the content (see scheduleVersion). */
  version: string;
  publicUrl: string;
  selfUrl: string;
}

export function buildSchedule(rows: ScheduleEventRow[], options: BuildOptions): ScheduleDocument {
  const t = scheduleTexts(options.language);
  const base = options.publicUrl.replace(/\/+$/, '');
  const absolute = (path: string | null) => (path ? `${base}${path}` : null);
  const noRoom: ScheduleRoom = {
    name: t('export.noRoom'),
    guid: nameUuid(`no-room:${options.year}`),
    slug: 'festival-grounds',
  };
  const rooms = new Map<string, ScheduleRoom>();
  const roomOf = (row: ScheduleEventRow): ScheduleRoom => {
    if (!row.venueGuid || row.venueName === null) return noRoom;
    const known = rooms.get(row.venueGuid);
    if (known) return known;
    const room = { name: row.venueName, guid: row.venueGuid, slug: slugify(row.venueName) };
    rooms.set(row.venueGuid, room);
    return room;
  };
  const tracks = new Set<string>();
  const days = new Map<string, Map<string, { room: ScheduleRoom; events: ScheduleEvent[] }>>();
  for (const row of rows) {
    const room = roomOf(row);
    const minutes = row.end
      ? (Date.parse(row.end) - Date.parse(row.start)) / 60_000
      : DEFAULT_DURATION_MINUTES;
    const track = trackOf(row);
    for (const name of row.conference ? row.conferenceTopics : row.genres) tracks.add(name);
    const event: ScheduleEvent = {
      id: row.id,
      guid: row.guid,
      date: row.start,
      end:
        row.end ?? formatISO(new TZDate(Date.parse(row.start) + minutes * 60_000, 'Europe/Berlin')),
      start: row.start.slice(11, 16),
      duration: formatDuration(minutes),
      room: room.name,
      slug: `${ACRONYM_STEM}-${row.id}-${slugify(row.title) || 'event'}`
        .slice(0, 120)
        .replace(/-+$/, ''),
      url: `${base}/u/event/${row.id}`,
      title: row.title,
      track,
      type: row.conference
        ? row.conferenceType?.trim() || t('export.sessionType')
        : t('export.showType'),
      description: row.description,
      logo: absolute(row.thumbnail),
      persons: row.persons.map((p) => ({ ...p, avatar: absolute(p.avatar) })),
    };
    const day =
      days.get(row.day) ?? new Map<string, { room: ScheduleRoom; events: ScheduleEvent[] }>();
    days.set(row.day, day);
    const slot = day.get(room.guid) ?? { room, events: [] };
    day.set(room.guid, slot);
    slot.events.push(event);
  }
  const dayKeys = [...days.keys()].sort();
  const usedRooms = [
    ...rooms.values(),
    ...(rows.some((r) => roomOf(r) === noRoom) ? [noRoom] : []),
  ];
  return {
    version: options.version,
    language: options.language,
    baseUrl: `${base}/`,
    url: options.selfUrl,
    acronym: `${ACRONYM_STEM}-${options.year}-${options.language}`,
    title: t('export.title', { year: options.year }),
    start: dayKeys[0] ?? `${options.year}-01-01`,
    end: dayKeys.at(-1) ?? `${options.year}-01-01`,
    tracks: [...tracks].sort().map((name) => {
      const slug = slugify(name);
      return { name, slug: /^[a-z][a-z0-9-]*[a-z0-9]$/.test(slug) ? slug : null };
    }),
    rooms: usedRooms,
    days: dayKeys.map((key, index) => {
      const slots = [...(days.get(key)?.values() ?? [])];
      return { index: index + 1, date: key, ...dayBounds(key, slots), rooms: slots };
    }),
  };
}
