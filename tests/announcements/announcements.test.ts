import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  latestAnnouncementResponse,
  sendAnnouncementResponse,
} from '../../src/api/contract/announcements';
import type { Role } from '../../src/api/contract/common';
import { feedPage } from '../../src/api/contract/feed';
import { pushPayload } from '../../src/api/contract/push';
import { queryRows } from '../../server/db/client';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { forEachDatabase } from '../helpers/test-db';

interface Member extends CreatedUser {
  /** The test push service's id of the member's one device. */
  device: string;
}

forEachDatabase('announcements', (use) => {
  let t: TestApp;
  let push: TestPushService;
  let promoter: Member;
  let lakeFan: Member;
  let forestFan: Member;
  let gateKeeper: Member;
  let member: CreatedUser;
  let lake: number;
  let forest: number;

  const post = (url: string, body: object, token: string) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload: body });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });

  const withDevice = async (roles: Role[]): Promise<Member> => {
    const user = await createUser(use().db, { roles }, t.app);
    const subscription = push.subscribe();
    expect((await post('/api/push/subscribe', subscription, user.token)).statusCode).toBe(200);
    return { ...user, device: subscription.endpoint.split('/').at(-1) ?? '' };
  };
  const venue = async (name: string) => {
    const [row] = await queryRows<{ id: number }>(
      use().db,
      sql`INSERT INTO venues (name) VALUES (${name}) RETURNING id`,
    );
    return Number(row?.id);
  };
  const save = async (userId: number, venueId: number) => {
    await use().db.execute(
      sql`WITH e AS (INSERT INTO events (title, date_time, year, state, venue_id)
                     VALUES ('Set', now() + interval '1 day', 2026, 'PUBLISHED', ${venueId})
                     RETURNING id)
          INSERT INTO favourites (user_id, event_id) SELECT ${userId}, id FROM e`,
    );
  };

  /** Sends as the promoter; answers the post id and the pushes that reached the test service. */
  const announce = async (body: object) => {
    const res = await post('/api/announcement/send', body, promoter.token);
    expect(res.statusCode).toBe(200);
    const sent = sendAnnouncementResponse.parse(res.json());
    await t.app.jobs.runDue();
    const url = `/feed/post/${sent.postId}`;
    const pushes = () =>
      push.received.filter((p) => pushPayload.parse(JSON.parse(p.text)).url === url);
    // Every queued push has arrived (none is left to come) before the test looks at them.
    if (sent.queued > 0) await push.waitFor(() => pushes().length >= sent.queued);
    return { ...sent, pushes: pushes() };
  };

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    promoter = await withDevice(['ROLE_USER', 'ROLE_PROMOTER']);
    lakeFan = await withDevice(['ROLE_USER']);
    forestFan = await withDevice(['ROLE_USER']);
    gateKeeper = await withDevice(['ROLE_USER', 'ROLE_GATE']);
    member = await createUser(use().db, {}, t.app);
    lake = await venue('Lake Stage');
    forest = await venue('Forest Stage');
    await save(lakeFan.id, lake);
    await save(forestFan.id, forest);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const body = (audience: object, level = 'normal') => ({
    title: 'Storm warning',
    text: 'Please leave the lake area now.',
    audience,
    level,
  });

  it('is for staff only: a member is refused, no token is 401, bad input is 400', async () => {
    const everyone = body({ kind: 'everyone' });
    expect((await post('/api/announcement/send', everyone, member.token)).statusCode).toBe(403);
    expect((await post('/api/announcement/send', everyone, gateKeeper.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/announcement/send',
      headers: apiHeaders(),
      payload: everyone,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [
      { ...everyone, title: ' ' },
      { ...everyone, text: 'x'.repeat(256) },
      body({ kind: 'role', role: 'ROLE_KING' }),
      body({ kind: 'everyone' }, 'loud'),
    ]) {
      expect((await post('/api/announcement/send', bad, promoter.token)).statusCode).toBe(400);
    }
    const nowhere = await post(
      '/api/announcement/send',
      body({ kind: 'venue', venueId: 999999 }),
      promoter.token,
    );
    expect(nowhere.statusCode).toBe(404);
    const [rows] = await queryRows<{ n: number }>(
      use().db,
      sql`SELECT count(*)::int AS n FROM announcements`,
    );
    expect(rows?.n).toBe(0);
  });

  it('to everyone: one push per device with the announcement topic, a festival post, an audit row', async () => {
    const sent = await announce(body({ kind: 'everyone' }));
    const devices = [promoter, lakeFan, forestFan, gateKeeper].map((m) => m.device);
    expect(sent.queued).toBe(devices.length);
    expect(sent.pushes.map((p) => p.subscriptionId).sort()).toEqual(devices.sort());
    for (const received of sent.pushes) {
      expect(received).toMatchObject({
        topic: 'announcement',
        urgency: 'normal',
        vapidValid: true,
      });
      expect(pushPayload.parse(JSON.parse(received.text))).toMatchObject({
        kind: 'announcement',
        title: 'Storm warning',
        body: 'Please leave the lake area now.',
        tag: 'announcement',
      });
    }

    const page = feedPage.parse((await get('/api/feed/my/0', member.token)).json());
    expect(page.content[0]).toMatchObject({
      id: sent.postId,
      text: 'Please leave the lake area now.',
      file: null,
      autor: { id: 0, name: 'Festival', profilePic: null },
      announcement: { title: 'Storm warning', level: 'normal' },
    });
    const [audit] = await queryRows<{ actor_id: number; action: string; summary: string }>(
      use().db,
      sql`SELECT actor_id, action, summary FROM audit_log WHERE target_kind = 'announcement'
          AND target_id = ${sent.postId}`,
    );
    expect(audit).toMatchObject({ actor_id: promoter.id, action: 'announcement.send' });
    expect(audit?.summary).toContain('everyone');
  });

  it('to the people who saved an event at a venue, and no one else', async () => {
    const sent = await announce(body({ kind: 'venue', venueId: lake }));
    expect(sent.queued).toBe(1);
    expect(sent.pushes.map((p) => p.subscriptionId)).toEqual([lakeFan.device]);
    const forestOnly = await announce(body({ kind: 'venue', venueId: forest }));
    expect(forestOnly.pushes.map((p) => p.subscriptionId)).toEqual([forestFan.device]);
  });

  it('to a role, and urgent as Urgency: high', async () => {
    const sent = await announce(body({ kind: 'role', role: 'ROLE_GATE' }, 'urgent'));
    expect(sent.pushes.map((p) => p.subscriptionId)).toEqual([gateKeeper.device]);
    expect(sent.pushes[0]).toMatchObject({ urgency: 'high', topic: 'announcement' });
  });

  it('skips who turned announcements off, unless it is urgent', async () => {
    const quiet = await withDevice(['ROLE_USER', 'ROLE_ARTIST']);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: apiHeaders(quiet.token),
      payload: { announcements: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const normal = await announce(body({ kind: 'role', role: 'ROLE_ARTIST' }));
    expect(normal.pushes).toEqual([]);
    const urgent = await announce(body({ kind: 'role', role: 'ROLE_ARTIST' }, 'urgent'));
    expect(urgent.pushes.map((p) => p.subscriptionId)).toEqual([quiet.device]);
  });

  it('the banner shows the newest announcement addressed to the member', async () => {
    const latest = async (token: string) =>
      latestAnnouncementResponse.parse((await get('/api/announcement/latest', token)).json())
        .announcement;
    await announce({ ...body({ kind: 'venue', venueId: lake }), title: 'Lake closes' });
    expect(await latest(lakeFan.token)).toMatchObject({ title: 'Lake closes', level: 'normal' });
    // The gate's urgent announcement was the newest the forest fan and gate keeper were sent.
    expect(await latest(gateKeeper.token)).toMatchObject({ level: 'urgent' });
    expect(await latest(forestFan.token)).toMatchObject({
      title: 'Storm warning',
      level: 'normal',
    });
    await use().db.execute(sql`UPDATE announcements SET created_at = now() - interval '2 days'`);
    expect(await latest(lakeFan.token)).toBeNull();
  });

  it('only an admin deletes the festival post, which members may like', async () => {
    const sent = await announce(body({ kind: 'role', role: 'ROLE_ADMIN' }));
    expect(sent.queued).toBe(0);
    expect((await get(`/api/feed/like/${sent.postId}`, member.token)).statusCode).toBe(200);
    expect((await get(`/api/feed/delete/${sent.postId}`, promoter.token)).statusCode).toBe(403);
    const admin = await createUser(use().db, { roles: ['ROLE_ADMIN'] }, t.app);
    expect((await get(`/api/feed/delete/${sent.postId}`, admin.token)).statusCode).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      use().db,
      sql`SELECT count(*)::int AS n FROM announcements WHERE feed_id = ${sent.postId}`,
    );
    expect(left?.n).toBe(0);
  });
});
