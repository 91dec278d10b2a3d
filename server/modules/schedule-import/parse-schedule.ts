import { importError } from './import-errors';
import { parseScheduleJson } from './parse-json';
import { parseScheduleXml } from './parse-xml';
import { derivedGuid, type ParsedSchedule } from './schedule-model';

/** Which of the two formats a file is: by its first character, else by its name. */
function formatOf(fileName: string, content: string): 'xml' | 'json' {
  const first = content.trimStart().charAt(0);
  if (first === '<') return 'xml';
  if (first === '{' || first === '[') return 'json';
  if (/\.xml$/i.test(fileName)) return 'xml';
  if (/\.json$/i.test(fileName)) return 'json';
  throw importError('unknownFormat');
}

/** A C3VOC schedule.xml or schedule.json, checked and brought to one shape. */
export function parseSchedule(fileName: string, content: string): ParsedSchedule {
  const text = content.replace(/^\uFEFF/, '');
  const schedule =
    formatOf(fileName, text) === 'xml' ? parseScheduleXml(text) : parseScheduleJson(text);
  const seen = new Set<string>();
  for (const event of schedule.events) {
    if (seen.has(event.guid)) throw importError('duplicateGuid', { guid: event.guid });
    seen.add(event.guid);
    if (event.end < event.start) throw importError('endBeforeStart', { guid: event.guid });
  }
  // pretalx has written one GUID for every room: a GUID two rooms share names neither of them.
  const names = new Map<string, number>();
  for (const room of schedule.rooms) names.set(room.guid, (names.get(room.guid) ?? 0) + 1);
  const rooms = schedule.rooms.map((room) =>
    (names.get(room.guid) ?? 0) > 1
      ? { ...room, guid: derivedGuid(schedule.acronym, 'room', room.name) }
      : room,
  );
  return { ...schedule, rooms };
}
