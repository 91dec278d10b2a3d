import { readFileSync } from 'node:fs';

/** The two real C3VOC examples (EUPL-1.2, see the licence beside them) and edited copies. */
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/schedule-import/${name}`, import.meta.url), 'utf8');

export const FRAB = fixture('example-frab-camp2019.json');
export const PRETALX = fixture('example-pretalx-democon.json');

interface JsonEvent {
  guid: string;
  date: string;
  room: string;
  title: string;
  [key: string]: unknown;
}
interface JsonDay {
  rooms: Record<string, JsonEvent[]>;
}
interface JsonSchedule {
  schedule: {
    version: string;
    conference: { acronym: string; rooms?: { name: string }[]; days: JsonDay[] };
  };
}

export const scheduleOf = (text: string) => JSON.parse(text) as JsonSchedule;
export const eventsOf = (schedule: JsonSchedule) =>
  schedule.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());

/** The file's event start instants, earliest and latest. */
export function startRange(text: string) {
  const starts = eventsOf(scheduleOf(text)).map((event) => new Date(event.date).getTime());
  return { first: new Date(Math.min(...starts)), last: new Date(Math.max(...starts)) };
}

/**
 * A newer version of the pretalx example: the first event an hour later in the other room, one
 * new event, the last event gone. Answers the file and the GUIDs of the three.
 */
export function editedPretalx() {
  const schedule = scheduleOf(PRETALX);
  schedule.schedule.version = 'v1.2';
  const [day] = schedule.schedule.conference.days;
  const gray = day?.rooms['Gray Room'] ?? [];
  const moved = gray.shift();
  if (!moved || !day) throw new Error('The example has no event in the Gray Room');
  moved.date = new Date(new Date(moved.date).getTime() + 3_600_000)
    .toISOString()
    .replace('.000Z', '+00:00');
  moved.room = 'Tan Room';
  day.rooms['Tan Room'] = [...(day.rooms['Tan Room'] ?? []), moved];
  const added = {
    ...moved,
    guid: '0c7e4a9e-2a1d-4f43-9d61-3c1f8b1e2a10',
    id: 9999,
    slug: 'democon-9999-new-session',
    title: 'A session added late',
    date: '2020-12-15T18:00:00+01:00',
    room: 'Gray Room',
  };
  gray.push(added);
  const lastDay = schedule.schedule.conference.days.at(-1);
  const lastRoom = Object.values(lastDay?.rooms ?? {}).find((list) => list.length > 0);
  const removed = lastRoom?.pop();
  if (!removed) throw new Error('The example has no event on its last day');
  return {
    content: JSON.stringify(schedule, null, 2),
    moved: moved.guid,
    added: added.guid,
    removed: removed.guid,
  };
}
