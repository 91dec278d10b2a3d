import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { publicKeyResponse, pushPayload } from '../../src/api/contract/push';
import { queryRows } from '../../server/db/client';
import { jobs } from '../../server/db/schema/jobs';
import { pushSubscriptions } from '../../server/db/schema/people';
import { events, favourites, venues } from '../../server/db/schema/program';
import { fitPayload, MAX_PAYLOAD_BYTES, PUSH_JOB } from '../../server/modules/push/push-jobs';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { forEachDatabase } from '../helpers/test-db';
import { seedProgram, type ProgramFixture } from '../server/program-fixture';

forEachDatabase('web push', (use) => {
  let t: TestApp;
  let push: TestPushService;
  let me: CreatedUser;
  let other: CreatedUser;
  let program: ProgramFixture;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    me = await createUser(use().db, {}, t.app);
    other = await createUser(use().db, {}, t.app);
    program = await seedProgram(use().db, t.app);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await use().db.delete(pushSubscriptions);
  });

  const post = (url: string, body: unknown, token = me.token) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: body as object });
  const subscriptionsOf = async (userId: number) =>
    use().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const sendToMe = (title: string, text = 'Hello') =>
    post('/api/push/send', { user: me.id, notificationRequest: { title, text } });

  it('hands out one VAPID public key, kept across restarts', async () => {
    const first = publicKeyResponse.parse(
      (await t.app.inject({ url: '/api/push/publicKey/get', headers: apiHeaders() })).json(),
    );
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const again = await createTestApp(use());
    try {
      const second = await again.app.inject({
        url: '/api/push/publicKey/get',
        headers: apiHeaders(),
      });
      expect(second.json()).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('encrypts end to end: the push service decrypts it; 404 and 410 delete the subscription', async () => {
    const keep = push.subscribe([201, 404]);
    const gone = push.subscribe([410]);
    expect((await post('/api/push/subscribe', keep)).statusCode).toBe(200);
    expect((await post('/api/user/subscription/save', gone)).statusCode).toBe(200);
    expect(await subscriptionsOf(me.id)).toHaveLength(2);

    expect((await sendToMe('First')).json()).toEqual({ queued: 2 });
    const delivered = await push.waitFor((p) => p.status === 201 && p.text.includes('First'));
    const payload = pushPayload.parse(JSON.parse(delivered.text));
    expect(payload).toEqual({
      kind: 'test',
      title: 'First',
      body: 'Hello',
      tag: 'test',
      url: '/test-push',
    });
    const { publicKey } = publicKeyResponse.parse(
      (await t.app.inject({ url: '/api/push/publicKey/get', headers: apiHeaders() })).json(),
    );
    expect(delivered).toMatchObject({
      vapidValid: true,
      vapidPublicKey: publicKey,
      ttl: '3600',
      urgency: 'normal',
      topic: 'test',
    });
    await push.waitFor((p) => p.status === 410);
    await expect
      .poll(async () => (await subscriptionsOf(me.id)).map((s) => s.endpoint))
      .toEqual([keep.endpoint]);

    await sendToMe('Second');
    await push.waitFor((p) => p.status === 404 && p.text.includes('Second'));
    await expect.poll(async () => (await subscriptionsOf(me.id)).length).toBe(0);
    expect((await sendToMe('Third')).json()).toEqual({ queued: 0 });
  });

  it('retries after a 500 and then sends exactly once', async () => {
    const flaky = push.subscribe([500, 201]);
    await post('/api/push/subscribe', flaky);
    await sendToMe('Retry me');
    await push.waitFor((p) => p.status === 201 && p.text.includes('Retry me'), 15_000);
    await t.app.jobs.runDue();
    const mine = push.received.filter((p) => p.text.includes('Retry me'));
    expect(mine.map((p) => p.status)).toEqual([500, 201]);
    const [job] = await queryRows<{ attempts: number; done: boolean }>(
      use().db,
      sql`SELECT attempts, done_at IS NOT NULL AS done FROM jobs
          WHERE kind = ${PUSH_JOB} AND payload->'payload'->>'title' = 'Retry me'`,
    );
    expect(job).toEqual({ attempts: 2, done: true });
  }, 20_000);

  it('retries a job whose node died after its lease ran out, never one another node holds', async () => {
    const subscription = push.subscribe();
    await post('/api/push/subscribe', subscription);
    await t.app.jobs.stop();
    try {
      const [row] = await subscriptionsOf(me.id);
      const payload = (title: string) => ({
        subscriptionId: row?.id,
        payload: { kind: 'test', title, body: '', tag: 'test', url: '/' },
        topic: 'test',
        urgency: 'low',
        ttlSeconds: 60,
      });
      await use()
        .db.insert(jobs)
        .values([
          {
            kind: PUSH_JOB,
            payload: payload('Dead node'),
            attempts: 1,
            lockedAt: new Date(Date.now() - 5 * 60_000),
            lockedBy: 'dead-node',
          },
          {
            kind: PUSH_JOB,
            payload: payload('Busy node'),
            attempts: 1,
            lockedAt: new Date(),
            lockedBy: 'busy-node',
          },
        ]);
      expect(await t.app.jobs.runDue()).toBe(1);
      expect(
        push.received
          .filter((p) => p.subscriptionId === subscription.endpoint.split('/').at(-1))
          .map((p) => pushPayload.parse(JSON.parse(p.text)).title),
      ).toEqual(['Dead node']);
    } finally {
      t.app.jobs.start();
    }
  });

  it('pushes "your favourite moved" to everyone who saved a changed event', async () => {
    const subscription = push.subscribe();
    await post('/api/push/subscribe', subscription, other.token);
    await use()
      .db.insert(favourites)
      .values({ userId: other.id, eventId: program.events.lateNight });
    await use()
      .db.update(events)
      .set({ dateTime: new Date('2025-08-15T19:00:00Z'), venueId: program.venues.club })
      .where(eq(events.id, program.events.lateNight));
    await t.app.bus.publish('program.changed', { eventId: program.events.lateNight });
    const received = await push.waitFor((p) => p.text.includes('Late Night'));
    const [venue] = await use().db.select().from(venues).where(eq(venues.id, program.venues.club));
    expect(JSON.parse(received.text)).toEqual({
      kind: 'program',
      title: 'Late Night',
      body: `Your favourite Late Night moved to 21:00 at ${venue?.name}`,
      // The worker words this one in the reader's language (sw/push-text.ts).
      text: {
        key: 'favouriteMoved',
        params: { title: 'Late Night', at: '2025-08-15T19:00:00.000Z', venue: venue?.name },
      },
      tag: `event-${program.events.lateNight}`,
      url: `/event/${program.events.lateNight}`,
    });
    expect(received).toMatchObject({ urgency: 'high', topic: `event-${program.events.lateNight}` });
    // Every node hears the notice; the job key lets one push per device through.
    await t.app.bus.publish('program.changed', { eventId: program.events.lateNight });
    await t.app.jobs.runDue();
    expect(push.received.filter((p) => p.text.includes('Late Night'))).toHaveLength(1);
  });

  it('tells everyone who saved a deleted event that it was cancelled', async () => {
    const admin = await createUser(use().db, { roles: ['ROLE_ADMIN'] }, t.app);
    const subscription = push.subscribe();
    await post('/api/push/subscribe', subscription, other.token);
    const eventId = program.events.afterMidnight;
    await use().db.insert(favourites).values({ userId: other.id, eventId });
    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/event/delete/${eventId}`,
      headers: apiHeaders(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    const received = await push.waitFor((p) => p.text.includes('was cancelled'));
    expect(JSON.parse(received.text)).toMatchObject({
      kind: 'program',
      text: { key: 'favouriteCancelled' },
      tag: `event-${eventId}`,
    });
  });

  it('validates subscriptions and who may send', async () => {
    const subscription = push.subscribe();
    const noHttp = { ...subscription, endpoint: 'http://push.example.org/x' };
    expect((await post('/api/push/subscribe', noHttp)).statusCode).toBe(400);
    expect((await post('/api/push/subscribe', { endpoint: 'x' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/push/subscribe',
          headers: apiHeaders(),
          payload: subscription,
        })
      ).statusCode,
    ).toBe(401);
    const toOther = await post('/api/push/send', {
      user: other.id,
      notificationRequest: { title: 'Hi', text: '' },
    });
    expect(toOther.statusCode).toBe(403);
    const asAdmin = await post(
      '/api/push/send',
      { user: other.id, notificationRequest: { title: 'Hi', text: '' } },
      program.people.admin.token,
    );
    expect(asAdmin.statusCode).toBe(200);
    await post('/api/push/subscribe', subscription);
    const check = await post('/api/user/subscription/check', { endpoint: subscription.endpoint });
    expect(check.json()).toEqual({ subscribed: true });
    expect(
      (await post('/api/push/unsubscribe', { endpoint: subscription.endpoint })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/subscription/check', { endpoint: subscription.endpoint })).json(),
    ).toEqual({ subscribed: false });
  });
});

it('keeps payloads under 3 KB', () => {
  const text = fitPayload({
    kind: 'chat',
    title: 'T',
    body: 'ä'.repeat(10_000),
    tag: 't',
    url: '/',
  });
  expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
  expect(JSON.parse(text)).toMatchObject({ kind: 'chat', title: 'T' });
});
