import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { notificationSettings } from '../../src/api/contract/notification-settings';
import { pushPayload } from '../../src/api/contract/push';
import { createLocalBus } from '../../server/bus/bus';
import { type Database, openDatabase, queryRows } from '../../server/db/client';
import { remindersSent } from '../../server/db/schema/notifications';
import { pushSubscriptions } from '../../server/db/schema/people';
import { events, favourites, venues } from '../../server/db/schema/program';
import { queueProgramChangePush } from '../../server/modules/push/program-change';
import { sendDueReminders } from '../../server/modules/push/reminders';
import { apiHeaders, createTestApp, createUser, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';

const MINUTE = 60_000;
// Far from now: the app's own scheduler (ticking on the real clock) never finds these due.
const START = new Date('2031-08-15T19:00:00.000Z');
const before = (minutes: number, start = START) => new Date(start.getTime() - minutes * MINUTE);

forEachDatabase('event reminders', (use) => {
  let t: TestApp;
  let push: TestPushService;
  let venueId: number;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    const [venue] = await use()
      .db.insert(venues)
      .values({ name: 'Stage B' })
      .returning({ id: venues.id });
    venueId = venue!.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await use().db.delete(remindersSent);
    await use().db.delete(favourites);
    await use().db.execute(sql`DELETE FROM jobs WHERE key LIKE 'push:%'`);
  });

  const addEvent = async (title: string, start = START) => {
    const [event] = await use()
      .db.insert(events)
      .values({ title, dateTime: start, year: 2031, state: 'PUBLISHED', venueId })
      .returning({ id: events.id });
    return event!.id;
  };
  /** A member with one device who saved the event a day before it starts. */
  const member = async (eventId: number, settings?: object) => {
    const user = await createUser(use().db, {}, t.app);
    await use()
      .db.insert(pushSubscriptions)
      .values({ userId: user.id, ...subscriptionRow(push.subscribe()) });
    await use()
      .db.insert(favourites)
      .values({ userId: user.id, eventId, createdAt: before(24 * 60) });
    if (settings) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/notification-settings',
        headers: apiHeaders(user.token),
        payload: settings,
      });
      expect(res.statusCode).toBe(200);
    }
    return user;
  };
  const reminded = async (eventId: number) =>
    (
      await use()
        .db.select({ userId: remindersSent.userId, startsAt: remindersSent.startsAt })
        .from(remindersSent)
        .where(eq(remindersSent.eventId, eventId))
    )
      .map((row) => `${row.userId}@${row.startsAt.toISOString()}`)
      .sort();
  const queuedReminders = async (eventId: number) =>
    (
      await queryRows<{ count: number }>(
        use().db,
        sql`SELECT count(*)::int AS count FROM jobs
            WHERE key LIKE ${`push:reminder:${eventId}:%`}`,
      )
    )[0]?.count;
  const tick = (now: Date, db: Database = use().db) => sendDueReminders(db, t.app.bus, now);

  it('reminds each member at their own lead time, never when it is off', async () => {
    const eventId = await addEvent('Night Set');
    const standard = await member(eventId);
    const five = await member(eventId, { reminderMinutes: 5 });
    const thirty = await member(eventId, { reminderMinutes: 30 });
    await member(eventId, { reminderMinutes: 0 });
    const at = START.toISOString();

    expect(await tick(before(31))).toBe(0);
    expect(await tick(before(30))).toBe(1);
    expect(await reminded(eventId)).toEqual([`${thirty.id}@${at}`]);
    expect(await tick(before(16))).toBe(0);
    expect(await tick(before(14.5))).toBe(1);
    expect(await tick(before(5))).toBe(1);
    expect(await tick(before(1))).toBe(0);
    expect(await reminded(eventId)).toEqual(
      [thirty.id, standard.id, five.id].map((id) => `${id}@${at}`).sort(),
    );
    expect(await queuedReminders(eventId)).toBe(3);
    // Once the event started nobody is reminded any more.
    expect(await tick(new Date(START.getTime() + MINUTE))).toBe(0);
  });

  it('carries the venue and opens the event; the topic lets a change replace it', async () => {
    const eventId = await addEvent('Sunrise Yoga');
    await member(eventId);
    await tick(before(15));
    const delivered = await push.waitFor((p) => p.text.includes('Sunrise Yoga'));
    const payload = pushPayload.parse(JSON.parse(delivered.text));
    expect(payload).toMatchObject({
      kind: 'program',
      url: `/event/${eventId}`,
      text: {
        key: 'favouriteStartsSoon',
        params: { title: 'Sunrise Yoga', venue: 'Stage B', at: START.toISOString() },
      },
    });
    expect(payload.body).toBe('Sunrise Yoga starts at 21:00 at Stage B');
    expect(delivered.topic).toBe(`event-${eventId}`);
    expect(Number(delivered.ttl)).toBeGreaterThan(14 * 60);
    expect(Number(delivered.ttl)).toBeLessThanOrEqual(15 * 60);
  });

  it('moves with the event: the new start gets its own reminder at the lead time', async () => {
    const eventId = await addEvent('Late Show');
    const fan = await member(eventId);
    await tick(before(15));
    const later = new Date(START.getTime() + 60 * MINUTE);
    await use().db.update(events).set({ dateTime: later }).where(eq(events.id, eventId));
    expect(await tick(before(1))).toBe(0);
    expect(await tick(before(16, later))).toBe(0);
    expect(await tick(before(15, later))).toBe(1);
    expect(await reminded(eventId)).toEqual([
      `${fan.id}@${START.toISOString()}`,
      `${fan.id}@${later.toISOString()}`,
    ]);
  });

  it('withdraws it when the event is cancelled, unsaved, or the member turns it off', async () => {
    const cancelled = await addEvent('Cancelled Set');
    await member(cancelled);
    await use().db.update(events).set({ state: 'DRAFT' }).where(eq(events.id, cancelled));

    const unsaved = await addEvent('Unsaved Set');
    const changedMind = await member(unsaved);
    await use()
      .db.delete(favourites)
      .where(and(eq(favourites.userId, changedMind.id), eq(favourites.eventId, unsaved)));

    const quiet = await addEvent('Quiet Set');
    const turnsOff = await member(quiet);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: apiHeaders(turnsOff.token),
      payload: { reminderMinutes: 0 },
    });

    expect(await tick(before(15))).toBe(0);
    expect(await tick(before(1))).toBe(0);
    for (const eventId of [cancelled, unsaved, quiet]) {
      expect(await reminded(eventId)).toEqual([]);
      expect(await queuedReminders(eventId)).toBe(0);
    }
  });

  it('a reminder still queued for the old time is dropped when the event moves', async () => {
    const eventId = await addEvent('Moved Set');
    await member(eventId);
    // As if a sender had not picked it up yet: a queued job for the old start time.
    await use().db.execute(
      sql`INSERT INTO jobs (kind, key, payload, run_at)
          VALUES ('push.deliver', ${`push:reminder:${eventId}:${START.getTime()}:999999`},
                  '{}'::jsonb, now() + interval '1 hour')`,
    );
    const later = new Date(START.getTime() + 30 * MINUTE);
    await use().db.update(events).set({ dateTime: later }).where(eq(events.id, eventId));
    await queueProgramChangePush(use().db, t.app.bus, eventId);
    expect(await queuedReminders(eventId)).toBe(0);
  });

  it('a queued reminder is dropped when the member unsaves the event or changes the lead time', async () => {
    const unsaved = await addEvent('Unsaved Later');
    const other = await addEvent('Other Set');
    const fan = await member(unsaved);
    await use().db.insert(favourites).values({ userId: fan.id, eventId: other });
    const [device] = await use()
      .db.select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, fan.id));
    // As if a sender had not picked them up yet.
    const queue = (eventId: number) =>
      use().db.execute(
        sql`INSERT INTO jobs (kind, key, payload, run_at)
            VALUES ('push.deliver', ${`push:reminder:${eventId}:${START.getTime()}:${device!.id}`},
                    ${JSON.stringify({ subscriptionId: device!.id })}::jsonb,
                    now() + interval '1 hour')`,
      );
    await queue(unsaved);
    await queue(other);
    const res = await t.app.inject({
      url: `/api/event/favourites/remove/${unsaved}`,
      headers: apiHeaders(fan.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await queuedReminders(unsaved)).toBe(0);
    expect(await queuedReminders(other)).toBe(1);

    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: apiHeaders(fan.token),
      payload: { chats: false },
    });
    expect(await queuedReminders(other)).toBe(1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: apiHeaders(fan.token),
      payload: { reminderMinutes: 5 },
    });
    expect(await queuedReminders(other)).toBe(0);
  });

  it('sends each reminder once when two nodes look at the same moment', async () => {
    const eventId = await addEvent('Crowded Set');
    const fans = await Promise.all(Array.from({ length: 30 }, () => member(eventId)));
    const second = use().kind === 'postgres' ? await openDatabase(use().config) : undefined;
    try {
      const otherBus = createLocalBus();
      const counts = await Promise.all([
        tick(before(15)),
        sendDueReminders(second?.db ?? use().db, otherBus, before(15)),
        tick(before(14.8)),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(fans.length);
      expect(await reminded(eventId)).toHaveLength(fans.length);
      expect(await queuedReminders(eventId)).toBe(fans.length);
    } finally {
      await second?.close();
    }
  });

  it('keeps the settings per account: defaults, partial changes, invalid lead times refused', async () => {
    const me = await createUser(use().db, {}, t.app);
    const other = await createUser(use().db, {}, t.app);
    const read = async (token: string) =>
      notificationSettings.parse(
        (
          await t.app.inject({
            url: '/api/user/notification-settings',
            headers: apiHeaders(token),
          })
        ).json(),
      );
    expect(await read(me.token)).toEqual({
      chats: true,
      postActivity: true,
      announcements: true,
      programChanges: true,
      reminderMinutes: 15,
    });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/notification-settings',
        headers: apiHeaders(me.token),
        payload,
      });
    expect((await put({ chats: false, reminderMinutes: 30 })).statusCode).toBe(200);
    expect((await put({ announcements: false })).json()).toMatchObject({
      chats: false,
      announcements: false,
      reminderMinutes: 30,
    });
    expect((await put({ reminderMinutes: 10 })).statusCode).toBe(400);
    expect((await put({ userId: other.id })).statusCode).toBe(400);
    expect((await read(other.token)).chats).toBe(true);
    const exported = await t.app.inject({ url: '/api/user/export', headers: apiHeaders(me.token) });
    expect(exported.json()).toMatchObject({
      notificationSettings: { chats: false, announcements: false, reminderMinutes: 30 },
    });
  });
});

const subscriptionRow = (subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) => ({
  endpoint: subscription.endpoint,
  p256dh: subscription.keys.p256dh,
  auth: subscription.keys.auth,
});
