import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import { importError } from './import-errors';
import {
  derivedGuid,
  durationMs,
  instantOf,
  joinDescription,
  type ParsedSchedule,
  type ScheduleEvent,
} from './schedule-model';

const schema = JSON.parse(
  readFileSync(new URL('./c3voc/schedule.schema.json', import.meta.url), 'utf8'),
) as object;

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema(draft06);
addFormats(ajv);
ajv.addFormat('color', true);
const validate = ajv.compile(schema);

/**
 * Patterns and URL formats that real producers break on fields we do not import (frab writes
 * "Camp2019" as acronym, upper-case slugs and relative attachment URLs): tolerated. Times, GUIDs,
 * required fields and types stay strict.
 */
const LENIENT_FIELD = /\/(acronym|slug|url|logo|feedback_url|origin_url|avatar|base_url)$/;
const tolerated = (error: ErrorObject) =>
  (error.keyword === 'pattern' || error.keyword === 'format') &&
  LENIENT_FIELD.test(error.instancePath);

/** Line and column of a JSON syntax error, from the engine's message. */
function syntaxPlace(message: string, text: string) {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

interface JsonPerson {
  guid?: string;
  id?: number;
  code?: string;
  name?: string;
  public_name?: string;
  biography?: string | null;
}
interface JsonEvent {
  guid: string;
  date: string;
  end?: string;
  duration: string;
  room: string;
  title: string;
  subtitle: string | null;
  track: string | null;
  type: string;
  abstract: string | null;
  description?: string | null;
  persons: JsonPerson[];
}
interface JsonSchedule {
  schedule: {
    version: string;
    conference: {
      acronym: string;
      title: string;
      time_zone_name?: string;
      rooms?: { name: string; guid: string }[];
      days: { rooms: Record<string, JsonEvent[]> }[];
    };
  };
}

/** A schedule.json checked against the C3VOC JSON schema; refusals name the field. */
export function parseScheduleJson(text: string): ParsedSchedule {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw importError('jsonNotWellFormed', syntaxPlace(String(error), text));
  }
  if (!validate(data)) {
    const error = (validate.errors ?? []).find((each) => !tolerated(each));
    if (error) {
      throw importError('jsonSchema', {
        field: error.instancePath || '/',
        detail: error.message ?? error.keyword,
      });
    }
  }
  const { conference, version } = (data as JsonSchedule).schedule;
  const acronym = conference.acronym.toLowerCase();
  const listed = conference.rooms?.map((room) => room.name);
  const rooms = new Map((conference.rooms ?? []).map((room) => [room.name, room.guid]));
  const events: ScheduleEvent[] = [];
  conference.days.forEach((day, dayIndex) => {
    for (const [key, list] of Object.entries(day.rooms)) {
      list.forEach((event, index) => {
        const field = `/schedule/conference/days/${dayIndex}/rooms/${key}/${index}`;
        if (listed && !listed.includes(event.room)) {
          throw importError('jsonUnknownRoom', { field: `${field}/room`, room: event.room });
        }
        if (!rooms.has(event.room)) rooms.set(event.room, derivedGuid(acronym, 'room', event.room));
        events.push(toEvent(event, field, acronym));
      });
    }
  });
  return {
    format: 'json',
    acronym,
    title: conference.title,
    version,
    timeZone: conference.time_zone_name ?? null,
    rooms: [...rooms].map(([name, guid]) => ({ name, guid })),
    events,
  };
}

function toEvent(event: JsonEvent, field: string, acronym: string): ScheduleEvent {
  const start = instantOf(event.date);
  if (!start) throw importError('jsonSchema', { field: `${field}/date`, detail: event.date });
  const length = durationMs(event.duration);
  const end = event.end ? instantOf(event.end) : length === null ? null : new Date(+start + length);
  if (!end) throw importError('jsonSchema', { field: `${field}/end`, detail: event.end ?? '' });
  return {
    guid: event.guid.toLowerCase(),
    title: event.title,
    description: joinDescription(event.subtitle, event.abstract, event.description),
    start,
    end,
    room: event.room,
    track: event.track?.trim() || null,
    type: event.type,
    persons: event.persons.map((person) => {
      const name = (person.name ?? person.public_name ?? '').trim();
      return {
        guid:
          person.guid?.toLowerCase() ??
          derivedGuid(acronym, 'person', person.code ?? person.id ?? name),
        name,
        biography: person.biography?.trim() || null,
      };
    }),
  };
}
