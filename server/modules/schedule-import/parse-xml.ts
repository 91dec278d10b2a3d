import { XMLParser, XMLValidator, type XMLMetaData } from 'fast-xml-parser';
import { importError } from './import-errors';
import {
  derivedGuid,
  durationMs,
  instantOf,
  joinDescription,
  type ParsedSchedule,
  type ScheduleEvent,
  wallClockStart,
} from './schedule-model';

type XmlNode = Record<string, unknown>;
// Elements that may repeat, by path (an event's own <room> is one text, the day's rooms a list).
const LISTS = new Set([
  'schedule.day',
  'schedule.day.room',
  'schedule.day.room.event',
  'schedule.day.room.event.persons.person',
  'schedule.day.room.event.links.link',
  'schedule.day.room.event.attachments.attachment',
  'schedule.conference.track',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  captureMetaData: true,
  isArray: (_name, path, _leaf, isAttribute) => !isAttribute && LISTS.has(String(path)),
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;
const UUID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/** Line numbers from character offsets (the parser gives where each element starts). */
function lineFinder(text: string) {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (node: unknown): number => {
    const index = (node as Record<symbol, XMLMetaData | undefined>)[META]?.startIndex ?? 0;
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** Text of a child element (also when it carries attributes), or undefined when absent. */
function text(node: XmlNode, name: string): string | undefined {
  const value = node[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  const inner = (value as XmlNode)['#text'];
  return typeof inner === 'string' ? inner : '';
}
const list = (node: unknown, name: string): XmlNode[] =>
  node && typeof node === 'object'
    ? (((node as XmlNode)[name] as XmlNode[] | undefined) ?? [])
    : [];

/** A schedule.xml checked against the structure of the C3VOC XSD; refusals name the line. */
export function parseScheduleXml(source: string): ParsedSchedule {
  const wellFormed = XMLValidator.validate(source);
  if (wellFormed !== true) {
    const { line, col, msg } = wellFormed.err;
    throw importError('xmlNotWellFormed', { line, column: col, detail: msg.replace(/\.$/, '') });
  }
  const root = parser.parse(source) as XmlNode;
  const lineOf = lineFinder(source);
  const schedule = root.schedule as XmlNode | undefined;
  if (!schedule || typeof schedule !== 'object') {
    const element = Object.keys(root).find((key) => !key.startsWith('?')) ?? '';
    throw importError('xmlNotSchedule', { line: 1, element });
  }
  const need = (node: XmlNode, element: string, field: string, value: string | undefined) => {
    if (value === undefined || value.trim() === '') {
      throw importError('xmlMissing', { line: lineOf(node), element, field });
    }
    return value.trim();
  };
  const invalid = (node: XmlNode, element: string, field: string, value: string) =>
    importError('xmlInvalid', { line: lineOf(node), element, field, value });

  const conference = schedule.conference as XmlNode | undefined;
  if (!conference || typeof conference !== 'object') {
    throw importError('xmlMissing', {
      line: lineOf(schedule),
      element: 'schedule',
      field: '<conference>',
    });
  }
  const version = need(schedule, 'schedule', '<version>', text(schedule, 'version'));
  const title = need(conference, 'conference', '<title>', text(conference, 'title'));
  const acronym = need(
    conference,
    'conference',
    '<acronym>',
    text(conference, 'acronym'),
  ).toLowerCase();
  const timeZone = text(conference, 'time_zone_name')?.trim() || null;
  const rooms = new Map<string, string>();
  const events: ScheduleEvent[] = [];
  const days = list(schedule, 'day');
  if (days.length === 0)
    throw importError('xmlMissing', {
      line: lineOf(schedule),
      element: 'schedule',
      field: '<day>',
    });

  for (const day of days) {
    const dayStart = need(day, 'day', 'start', day['@start'] as string | undefined);
    if (!instantOf(dayStart)) throw invalid(day, 'day', 'start', dayStart);
    for (const room of list(day, 'room')) {
      const roomName = need(room, 'room', 'name', room['@name'] as string | undefined);
      const roomGuid = (room['@guid'] as string | undefined)?.trim();
      if (roomGuid && !UUID.test(roomGuid)) throw invalid(room, 'room', 'guid', roomGuid);
      if (!rooms.has(roomName) || roomGuid) {
        rooms.set(roomName, roomGuid?.toLowerCase() ?? derivedGuid(acronym, 'room', roomName));
      }
      for (const event of list(room, 'event')) {
        const field = (name: string) => need(event, 'event', `<${name}>`, text(event, name));
        const guid = need(event, 'event', 'guid', event['@guid'] as string | undefined);
        if (!UUID.test(guid)) throw invalid(event, 'event', 'guid', guid);
        need(event, 'event', 'id', event['@id'] as string | undefined);
        const eventRoom = field('room');
        if (eventRoom !== roomName) {
          throw importError('xmlUnknownRoom', { line: lineOf(event), room: eventRoom });
        }
        const date = text(event, 'date')?.trim();
        const startText = field('start');
        const start = date ? instantOf(date) : wallClockStart(dayStart, startText, timeZone);
        if (!start) throw invalid(event, 'event', date ? '<date>' : '<start>', date ?? startText);
        const duration = field('duration');
        const length = durationMs(duration);
        if (length === null) throw invalid(event, 'event', '<duration>', duration);
        const persons = list(event.persons, 'person').map((person) => {
          const name = (text({ p: person }, 'p') ?? '').trim();
          const personGuid = (person['@guid'] as string | undefined)?.trim();
          if (personGuid && !UUID.test(personGuid))
            throw invalid(person, 'person', 'guid', personGuid);
          const key = (person['@id'] as string | undefined) ?? name;
          return {
            guid: personGuid?.toLowerCase() ?? derivedGuid(acronym, 'person', key),
            name,
            biography: null,
          };
        });
        events.push({
          guid: guid.toLowerCase(),
          title: field('title'),
          description: joinDescription(
            text(event, 'subtitle'),
            text(event, 'abstract'),
            text(event, 'description'),
          ),
          start,
          end: new Date(start.getTime() + length),
          room: roomName,
          track: text(event, 'track')?.trim() || null,
          type: field('type'),
          persons,
        });
      }
    }
  }
  return {
    format: 'xml',
    acronym,
    title,
    version,
    timeZone,
    rooms: [...rooms].map(([name, guid]) => ({ name, guid })),
    events,
  };
}
