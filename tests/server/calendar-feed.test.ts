import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarFeedLink, calendarFeedStatus } from '../../src/api/contract/calendar';
import { icsFeedTokens } from '../../server/db/schema/people';
import { events } from '../../server/db/schema/program';
import { hashToken } from '../../server/security/one-time-tokens';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('calendar feed', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  });
  afterAll(() => {
    ICAL.TimezoneService.reset();
    return t.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    t.app.inject({ method, url, headers: apiHeaders(token) });
  /** A calendar app's request: no frontend token, no login. */
  const poll = (url: string) => t.app.inject({ method: 'GET', url });
  const favourite = async (token: string, ...ids: number[]) => {
    for (const id of ids) {
      expect((await call('GET', `/api/event/favourites/add/${id}`, token)).statusCode).toBe(200);
    }
  };
  const createFeed = async (token: string) => {
    const res = await call('POST', '/api/calendar/feed', token);
    expect(res.statusCode).toBe(200);
    const { url } = calendarFeedLink.parse(res.json());
    return new URL(url).pathname;
  };
  const parseCalendar = (text: string) => {
    const calendar = ICAL.Component.fromString(text);
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    return calendar;
  };

  it('serves the favourites as iCal in Europe/Berlin until the link is revoked', async () => {
    const { token } = p.people.member;
    await favourite(token, p.events.lateNight, p.events.keynote);

    const path = await createFeed(token);
    expect(path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await poll(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const calendar = parseCalendar(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Festival – My Timetable');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(vevents.map((v) => v.summary).sort()).toEqual(['Keynote', 'Late Night']);
    const late = vevents.find((v) => v.summary === 'Late Night');
    expect(late?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(late?.startDate.toString()).toBe('2025-08-15T23:30:00');
    expect(late?.startDate.toJSDate().toISOString()).toBe('2025-08-15T21:30:00.000Z');
    expect(late?.endDate.toJSDate().toISOString()).toBe('2025-08-16T01:00:00.000Z');
    expect(late?.location).toBe('Halle am Wasser');
    expect(late?.uid).toBe(`event-${p.events.lateNight}@festival`);

    const status = calendarFeedStatus.parse(
      (await call('GET', '/api/calendar/feed', token)).json(),
    );
    expect(status.active).toBe(true);

    const revoked = await call('DELETE', '/api/calendar/feed', token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    const gone = await poll(path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'Calendar feed not found' });
    expect((await call('GET', '/api/calendar/feed', token)).json()).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it('stores only a hash and a new link replaces the old one', async () => {
    const { id, token } = p.people.editor;
    const first = await createFeed(token);
    const second = await createFeed(token);
    expect(second).not.toBe(first);
    expect((await poll(first)).statusCode).toBe(404);
    expect((await poll(second)).statusCode).toBe(200);

    const secret = /feed\/(.+)\.ics$/.exec(second)?.[1] ?? '';
    const rows = await use().db.select().from(icsFeedTokens).where(eq(icsFeedTokens.userId, id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(secret)]);
  });

  it('leaves out events that became drafts', async () => {
    const { token } = p.people.creator;
    const draftLater = p.events.afterMidnight;
    await favourite(token, draftLater, p.events.keynote);
    await use().db.update(events).set({ state: 'DRAFT' }).where(eq(events.id, draftLater));
    try {
      const res = await poll(await createFeed(token));
      const summaries = parseCalendar(res.body)
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).summary);
      expect(summaries).toEqual(['Keynote']);
    } finally {
      await use().db.update(events).set({ state: 'PUBLISHED' }).where(eq(events.id, draftLater));
    }
  });

  it('ends an Open-End event with its festival night (06:00 Berlin the next morning)', async () => {
    const { token } = p.people.speaker;
    await favourite(token, p.events.afterMidnight);
    const res = await poll(await createFeed(token));
    const [vevent] = parseCalendar(res.body).getAllSubcomponents('vevent');
    const dtend = vevent?.getFirstProperty('dtend');
    expect(dtend?.getParameter('tzid')).toBe('Europe/Berlin');
    // 01:00 on Saturday is still Friday's night, which ends on Saturday at 06:00.
    expect(dtend?.getFirstValue()?.toString()).toBe('2025-08-16T06:00:00');
  });

  it('raises SEQUENCE with every change of the event, so calendar apps update it', async () => {
    const { token } = p.people.ellen;
    await favourite(token, p.events.lateNight);
    const path = await createFeed(token);
    const sequenceOfLateNight = async () => {
      const vevent = parseCalendar((await poll(path)).body)
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('uid') === `event-${p.events.lateNight}@festival`);
      return Number(vevent?.getFirstPropertyValue('sequence'));
    };
    const before = await sequenceOfLateNight();
    const rename = (title: string) =>
      use().db.update(events).set({ title }).where(eq(events.id, p.events.lateNight));
    try {
      await rename('Late Night (moved)');
      expect(await sequenceOfLateNight()).toBe(before + 1);
      await rename('Late Night (moved back)');
      expect(await sequenceOfLateNight()).toBe(before + 2);
    } finally {
      await rename('Late Night');
    }
  });

  it('answers an empty calendar when nothing is saved', async () => {
    const res = await poll(await createFeed(p.people.admin.token));
    expect(res.statusCode).toBe(200);
    expect(parseCalendar(res.body).getAllSubcomponents('vevent')).toEqual([]);
  });

  it('answers 404 for unknown or malformed tokens', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'abc.ics', `${'A'.repeat(43)}.txt`]) {
      const res = await poll(`/api/calendar/feed/${file}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Calendar feed not found' });
    }
  });

  it('needs a login to create, read or revoke a link', async () => {
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const res = await call(method, '/api/calendar/feed');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'You are not logged in.' });
    }
  });
});
