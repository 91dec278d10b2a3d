import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../helpers/test-db';
import { seedProgram } from '../server/program-fixture';

interface JsonEvent {
  guid: string;
  title: string;
  date: string;
  duration: string;
  room: string;
  type: string;
  track: string | null;
  abstract: string | null;
  description: string | null;
  persons: { guid?: string; name?: string; public_name?: string }[];
}
interface JsonSchedule {
  schedule: {
    conference: {
      acronym: string;
      rooms: { name: string; guid: string }[];
      days: { rooms: Record<string, JsonEvent[]> }[];
    };
  };
}

/** What "the same program" means: events, times, rooms, persons and GUIDs (not the version). */
function programOf(doc: JsonSchedule) {
  const { conference } = doc.schedule;
  const events = conference.days
    .flatMap((day) => Object.values(day.rooms).flat())
    .map((event) => ({
      guid: event.guid,
      title: event.title,
      start: new Date(event.date).toISOString(),
      duration: event.duration,
      room: event.room,
      type: event.type,
      track: event.track,
      abstract: event.abstract,
      description: event.description,
      persons: event.persons.map((person) => ({
        guid: person.guid,
        name: person.name ?? person.public_name,
      })),
    }))
    .sort((a, b) => a.guid.localeCompare(b.guid));
  const rooms = [...conference.rooms].sort((a, b) => a.name.localeCompare(b.name));
  return { acronym: conference.acronym, rooms, events };
}

forEachDatabase('schedule round trip', (use) => {
  let source: TestApp;
  let empty: TestDatabase;
  let target: TestApp;
  let staff: CreatedUser;

  beforeAll(async () => {
    source = await createTestApp(use());
    await seedProgram(use().db, source.app);
    empty = await createTestDatabase(use().kind);
    target = await createTestApp(empty);
    staff = await createUser(empty.db, { roles: ['ROLE_PROMOTER'] }, target.app);
  }, 120_000);
  afterAll(async () => {
    await target?.close();
    await empty?.close();
    await source?.close();
  });

  const exported = (app: TestApp, format: 'xml' | 'json') =>
    app.app.inject({ method: 'GET', url: `/api/schedule/2025/en/schedule.${format}` });
  const post = (url: string, payload: object) =>
    target.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload,
      headers: apiHeaders(staff.token),
    });

  it.each(['xml', 'json'] as const)(
    'export as %s, import into an empty festival, export again: the same program',
    async (format) => {
      const first = await exported(source, format);
      expect(first.statusCode).toBe(200);
      const file = { fileName: `schedule.${format}`, content: first.body };
      const preview = await post('schedule-import/preview', file);
      expect(preview.statusCode, preview.body).toBe(200);
      const applied = await post('schedule-import/apply', {
        ...file,
        token: preview.json<{ token: string }>().token,
      });
      expect(applied.statusCode, applied.body).toBe(200);

      const before = programOf((await exported(source, 'json')).json<JsonSchedule>());
      const after = programOf((await exported(target, 'json')).json<JsonSchedule>());
      expect(before.events.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    },
  );
});
