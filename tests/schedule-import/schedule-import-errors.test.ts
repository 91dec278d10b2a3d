import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema/program';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PRETALX, eventsOf, scheduleOf } from './schedule-files';
import { tinyXml } from './tiny-schedule';

forEachDatabase('schedule import of bad files', (use) => {
  let t: TestApp;
  let staff: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    staff = await createUser(use().db, { roles: ['ROLE_PROMOTER'] }, t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: apiHeaders(staff.token) });

  describe('bad files get a coded answer naming the line or field, and nothing is written', () => {
    const refused = async (content: string, fileName: string) => {
      const count = async () =>
        (
          await use()
            .db.select({ n: sql<number>`count(*)::int` })
            .from(events)
        )[0]?.n;
      const before = await count();
      const answer = await post('schedule-import/preview', { fileName, content });
      expect(answer.statusCode).toBe(422);
      const applied = await post('schedule-import/apply', {
        fileName,
        content,
        token: 'f'.repeat(64),
      });
      expect(applied.statusCode).toBe(422);
      expect(await count()).toBe(before);
      return answer.json<{ code: string; params: Record<string, unknown>; message: string }>();
    };

    it('malformed XML: the line and column', async () => {
      const body = await refused(
        '<?xml version="1.0"?>\n<schedule>\n  <version>1</version>\n  <conference>\n</schedule>\n',
        'schedule.xml',
      );
      expect(body).toMatchObject({ code: 'scheduleImport.xmlNotWellFormed', params: { line: 5 } });
    });

    it('malformed JSON: the line', async () => {
      const body = await refused('{\n  "schedule": {\n    "version": 1,,\n  }\n}', 'schedule.json');
      expect(body).toMatchObject({ code: 'scheduleImport.jsonNotWellFormed', params: { line: 3 } });
    });

    it('JSON against the schema: the field', async () => {
      const broken = scheduleOf(PRETALX);
      const [first] = eventsOf(broken);
      if (first) first.date = 'next Tuesday';
      const body = await refused(JSON.stringify(broken), 'schedule.json');
      expect(body).toMatchObject({
        code: 'scheduleImport.jsonSchema',
        params: { field: '/schedule/conference/days/0/rooms/Gray Room/0/date' },
      });
    });

    it('an unknown room in JSON: the field', async () => {
      const broken = scheduleOf(PRETALX);
      const [first] = eventsOf(broken);
      if (first) first.room = 'Broom Cupboard';
      const body = await refused(JSON.stringify(broken), 'schedule.json');
      expect(body).toMatchObject({
        code: 'scheduleImport.jsonUnknownRoom',
        params: {
          field: '/schedule/conference/days/0/rooms/Gray Room/0/room',
          room: 'Broom Cupboard',
        },
      });
    });

    it('an unknown room in XML: the line', async () => {
      const xml = tinyXml('America/New_York', '-05:00').replace(
        '<room>Main Hall</room>',
        '<room>Side Hall</room>',
      );
      const body = await refused(xml, 'schedule.xml');
      expect(body).toMatchObject({
        code: 'scheduleImport.xmlUnknownRoom',
        params: { line: 7, room: 'Side Hall' },
      });
    });

    it('a missing field in XML: the line and the field', async () => {
      const xml = tinyXml('America/New_York', '-05:00').replace('<title>Late talk</title>', '');
      const body = await refused(xml, 'schedule.xml');
      expect(body).toMatchObject({
        code: 'scheduleImport.xmlMissing',
        params: { line: 7, element: 'event', field: '<title>' },
      });
    });
  });
});
