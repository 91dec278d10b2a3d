import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventList } from '../../src/api/contract/program';
import {
  scheduleImportPreview,
  scheduleImportResult,
  type ScheduleImportPreview,
} from '../../src/api/contract/schedule-import';
import { auditLog } from '../../server/db/schema/audit';
import { events, favourites, programChanges, venues } from '../../server/db/schema/program';
import { userRoles, users } from '../../server/db/schema/users';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { tinyXml } from './tiny-schedule';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { editedPretalx, FRAB, PRETALX, eventsOf, scheduleOf, startRange } from './schedule-files';

forEachDatabase('schedule import', (use) => {
  let t: TestApp;
  let staff: CreatedUser;
  let push: TestPushService;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    staff = await createUser(use().db, { roles: ['ROLE_CONF_MANAGER'] }, t.app);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const post = (url: string, payload: object, token = staff.token) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: apiHeaders(token) });
  const preview = async (content: string, fileName = 'schedule.json') => {
    const answer = await post('schedule-import/preview', { fileName, content });
    expect(answer.statusCode, answer.body).toBe(200);
    return scheduleImportPreview.parse(answer.json());
  };
  const apply = async (
    content: string,
    shown: ScheduleImportPreview,
    fileName = 'schedule.json',
  ) => {
    const answer = await post('schedule-import/apply', { fileName, content, token: shown.token });
    expect(answer.statusCode, answer.body).toBe(200);
    return scheduleImportResult.parse(answer.json());
  };
  const importFile = async (content: string, fileName = 'schedule.json') =>
    apply(content, await preview(content, fileName), fileName);
  const imported = (source: string) =>
    use()
      .db.select({
        id: events.id,
        guid: events.guid,
        dateTime: events.dateTime,
        state: events.state,
        venue: venues.name,
      })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.scheduleSource, source));
  const publicProgram = async (year: number) =>
    eventList.parse((await post('event/get/all/year', { year })).json());

  describe.each([
    ['frab', FRAB, 'camp2019', 2019, ['Curie', 'Meitner']],
    ['pretalx', PRETALX, 'democon', 2020, ['Gray Room', 'Tan Room']],
  ] as const)('the %s example', (_name, file, source, year, rooms) => {
    const expected = eventsOf(scheduleOf(file));

    it('becomes a program with the same events, rooms and first and last start', async () => {
      const shown = await preview(file);
      expect(shown).toMatchObject({ eventCount: expected.length, changed: [], removed: [] });
      expect(shown.added).toHaveLength(expected.length);
      expect(await apply(file, shown)).toEqual({ added: expected.length, changed: 0, removed: 0 });

      const program = (await publicProgram(year)).filter((event) =>
        expected.some((each) => each.title === event.title),
      );
      expect(program).toHaveLength(expected.length);
      const rows = await imported(source);
      expect(rows).toHaveLength(expected.length);
      expect(new Set(rows.map((row) => row.venue))).toEqual(new Set(rooms));
      const starts = rows.map((row) => row.dateTime.getTime());
      const range = startRange(file);
      expect(new Date(Math.min(...starts))).toEqual(range.first);
      expect(new Date(Math.max(...starts))).toEqual(range.last);
      expect(new Set(rows.map((row) => row.guid))).toEqual(new Set(expected.map((e) => e.guid)));
    });

    it('imported a second time changes nothing', async () => {
      const before = await use()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(programChanges);
      const shown = await preview(file);
      expect(shown).toMatchObject({
        added: [],
        changed: [],
        removed: [],
        unchanged: expected.length,
      });
      expect(await apply(file, shown)).toEqual({ added: 0, changed: 0, removed: 0 });
      expect(await imported(source)).toHaveLength(expected.length);
      const after = await use()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(programChanges);
      expect(after).toEqual(before);
    });
  });

  it('persons become phantom artists, once each, found again by GUID', async () => {
    const rows = await use()
      .db.select({ id: users.id, role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.name, 'Brian Robinson'));
    expect(rows.map((row) => row.role).sort()).toEqual(['ROLE_ARTIST', 'ROLE_PHANTOM']);
  });

  it('an edited copy shows exactly the moved, the new and the removed event, and pushes once', async () => {
    const edited = editedPretalx();
    const member = await createUser(use().db, {}, t.app);
    await post('push/subscribe', push.subscribe(), member.token);
    const [moved] = await use().db.select().from(events).where(eq(events.guid, edited.moved));
    if (!moved) throw new Error('The moved event was not imported');
    await use().db.insert(favourites).values({ userId: member.id, eventId: moved.id });
    // Another attendee saved the event the new version leaves out.
    const other = await createUser(use().db, {}, t.app);
    await post('push/subscribe', push.subscribe(), other.token);
    const [gone] = await use().db.select().from(events).where(eq(events.guid, edited.removed));
    if (!gone) throw new Error('The removed event was not imported');
    await use().db.insert(favourites).values({ userId: other.id, eventId: gone.id });

    const shown = await preview(edited.content);
    expect(shown.added.map((e) => e.guid)).toEqual([edited.added]);
    expect(shown.removed.map((e) => e.guid)).toEqual([edited.removed]);
    expect(shown.changed.map((e) => e.guid)).toEqual([edited.moved]);
    expect(shown.changed[0]?.changes.map((c) => c.field).sort()).toEqual(['end', 'start', 'venue']);
    expect(shown.changed[0]?.changes.find((c) => c.field === 'venue')).toMatchObject({
      before: 'Gray Room',
      after: 'Tan Room',
    });

    expect(await apply(edited.content, shown)).toEqual({ added: 1, changed: 1, removed: 1 });
    const received = await push.waitFor((p) => p.text.includes(moved.title));
    expect(JSON.parse(received.text)).toMatchObject({
      kind: 'program',
      text: { key: 'favouriteMoved' },
    });
    await t.app.jobs.runDue();
    expect(push.received.filter((p) => p.text.includes(moved.title))).toHaveLength(1);
    const cancelled = await push.waitFor((p) => p.text.includes(gone.title));
    expect(JSON.parse(cancelled.text)).toMatchObject({ text: { key: 'favouriteCancelled' } });

    const rows = await imported('democon');
    expect(rows.find((row) => row.guid === edited.removed)?.state).toBe('DRAFT');
    expect(rows.find((row) => row.guid === edited.moved)?.venue).toBe('Tan Room');
    expect(rows.filter((row) => row.state === 'PUBLISHED')).toHaveLength(36);
    const kinds = await use()
      .db.select({ guid: programChanges.eventGuid, kind: programChanges.kind })
      .from(programChanges)
      .where(inArray(programChanges.eventGuid, [edited.moved, edited.added, edited.removed]));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { guid: edited.moved, kind: 'moved' },
        { guid: edited.added, kind: 'new' },
        { guid: edited.removed, kind: 'cancelled' },
      ]),
    );
    const audit = await use()
      .db.select({ actorId: auditLog.actorId, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, 'schedule.import'));
    expect(audit).toContainEqual({
      actorId: staff.id,
      summary: 'democon v1.2: 1 new, 1 changed, 1 withdrawn',
    });
    // Applied: the same file again is no difference.
    expect(await preview(edited.content)).toMatchObject({ added: [], changed: [], removed: [] });
  });

  it('refuses to apply a difference other than the one previewed', async () => {
    const edited = editedPretalx();
    const shown = await preview(PRETALX);
    expect(shown.changed.length + shown.added.length).toBeGreaterThan(0);
    await importFile(edited.content.replace('A session added late', 'Renamed once more'));
    const stale = await post('schedule-import/apply', {
      fileName: 'schedule.json',
      content: PRETALX,
      token: shown.token,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'scheduleImport.previewOutdated' });
  });

  it('never touches events typed in by staff or imported from another schedule', async () => {
    const [manual] = await use()
      .db.insert(events)
      .values({ title: 'Typed in', dateTime: new Date('2020-12-15T20:00:00Z'), year: 2020 })
      .returning();
    const edited = editedPretalx();
    const emptied = scheduleOf(edited.content);
    for (const day of emptied.schedule.conference.days) day.rooms = {};
    const shown = await preview(JSON.stringify(emptied));
    // Only democon events: camp2019 and the typed-in one are not this schedule's.
    expect(shown.removed.length).toBe(36);
    await apply(JSON.stringify(emptied), shown);
    const [still] = await use()
      .db.select()
      .from(events)
      .where(eq(events.id, manual?.id ?? 0));
    expect(still?.state).toBe('PUBLISHED');
    const camp = await imported('camp2019');
    expect(camp.every((row) => row.state === 'PUBLISHED')).toBe(true);
    // A GUID of an event that this schedule did not write is refused, nothing written.
    const foreign = scheduleOf(PRETALX);
    const [first] = eventsOf(foreign);
    if (first && manual) first.guid = manual.guid;
    const answer = await post('schedule-import/preview', {
      fileName: 'schedule.json',
      content: JSON.stringify(foreign),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'scheduleImport.foreignGuid',
      params: { guid: manual?.guid },
    });
  });

  it('is for staff only', async () => {
    const member = await createUser(use().db, {}, t.app);
    const answer = await post(
      'schedule-import/preview',
      { fileName: 'a.json', content: PRETALX },
      member.token,
    );
    expect(answer.statusCode).toBe(403);
  });

  it('a schedule in another time zone keeps its instants across midnight and the DST change', async () => {
    const xml = tinyXml('America/New_York', '-05:00');
    await importFile(xml, 'schedule.xml');
    const rows = await imported('nycon');
    const byGuid = new Map(rows.map((row) => [row.guid, row.dateTime.toISOString()]));
    // <date> with its offset.
    expect(byGuid.get('00000000-0000-4000-8000-000000000001')).toBe('2024-03-10T04:30:00.000Z');
    // Only <start>: 01:30 after the day began at 10:00 is the next morning, still EST.
    expect(byGuid.get('00000000-0000-4000-8000-000000000002')).toBe('2024-03-10T06:30:00.000Z');
    // 03:30 that morning is after the change to EDT (-04:00).
    expect(byGuid.get('00000000-0000-4000-8000-000000000003')).toBe('2024-03-10T07:30:00.000Z');
    // The festival edition is the Berlin year of the start.
    const [row] = await use().db.select().from(events).where(eq(events.scheduleSource, 'nycon'));
    expect(row?.year).toBe(2024);
    expect(await preview(xml, 'schedule.xml')).toMatchObject({
      added: [],
      changed: [],
      removed: [],
    });
  });

  it('reads the venue of an XML event and keeps other staff venues', async () => {
    const rows = await use()
      .db.select({ name: venues.name })
      .from(venues)
      .where(and(eq(venues.name, 'Main Hall')));
    expect(rows).toHaveLength(1);
  });
});
