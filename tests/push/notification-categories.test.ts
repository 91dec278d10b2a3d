import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { pushSubscriptions } from '../../server/db/schema/people';
import { events, favourites } from '../../server/db/schema/program';
import { feedItems } from '../../server/db/schema/social';
import { createChatService } from '../../server/modules/chat/service';
import { withCategory } from '../../server/modules/push/preferences';
import { queueProgramChangePush } from '../../server/modules/push/program-change';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';

forEachDatabase('notification categories', (use) => {
  let t: TestApp;
  let wantsAll: CreatedUser;
  let wantsNothing: CreatedUser;
  let push: TestPushService;

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    wantsAll = await createUser(use().db, {}, t.app);
    wantsNothing = await createUser(use().db, {}, t.app);
    for (const user of [wantsAll, wantsNothing]) {
      const { endpoint, keys } = push.subscribe();
      await use()
        .db.insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth });
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: apiHeaders(wantsNothing.token),
      payload: { chats: false, postActivity: false, announcements: false, programChanges: false },
    });
    expect(res.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  /** Who got a push job whose key starts with `prefix`. */
  const pushedTo = async (prefix: string) =>
    (
      await queryRows<{ user_id: number }>(
        use().db,
        sql`SELECT s.user_id FROM jobs j
            JOIN push_subscriptions s ON s.id = (j.payload->>'subscriptionId')::int
            WHERE j.key LIKE ${`push:${prefix}%`} ORDER BY s.user_id`,
      )
    ).map((row) => Number(row.user_id));

  it('answers those who want a category, in the order given, everyone by default', async () => {
    const fresh = await createUser(use().db, {}, t.app);
    const ids = [fresh.id, wantsNothing.id, wantsAll.id];
    for (const category of ['chats', 'postActivity', 'announcements', 'programChanges'] as const) {
      expect(await withCategory(use().db, ids, category)).toEqual([fresh.id, wantsAll.id]);
    }
    expect(await withCategory(use().db, [], 'chats')).toEqual([]);
  });

  it('a chat message pushes only to a recipient who wants chats', async () => {
    const sender = await createUser(use().db, {}, t.app);
    const chat = createChatService({
      db: use().db,
      bus: t.app.bus,
      isOnline: () => Promise.resolve(false),
    });
    const quiet = await chat.send(sender.id, {
      clientId: 'c-1',
      recipientId: wantsNothing.id,
      content: 'Hi',
    });
    const loud = await chat.send(sender.id, {
      clientId: 'c-2',
      recipientId: wantsAll.id,
      content: 'Hi',
    });
    expect(await pushedTo(`chat:${quiet.id}:`)).toEqual([]);
    expect(await pushedTo(`chat:${loud.id}:`)).toEqual([wantsAll.id]);
  });

  it('likes push only to an author who wants likes and comments', async () => {
    const fan = await createUser(use().db, {}, t.app);
    const posts = await use()
      .db.insert(feedItems)
      .values([
        { authorId: wantsNothing.id, text: 'Quiet post' },
        { authorId: wantsAll.id, text: 'Loud post' },
      ])
      .returning({ id: feedItems.id });
    for (const post of posts) {
      const res = await t.app.inject({
        url: `/api/feed/like/${post.id}`,
        headers: apiHeaders(fan.token),
      });
      expect(res.statusCode).toBe(200);
    }
    const authors = await queryRows<{ user_id: number }>(
      use().db,
      sql`SELECT s.user_id FROM jobs j
          JOIN push_subscriptions s ON s.id = (j.payload->>'subscriptionId')::int
          WHERE j.payload->'payload'->>'kind' = 'post'`,
    );
    expect(authors.map((row) => Number(row.user_id))).toEqual([wantsAll.id]);
  });

  it('a moved favourite pushes only to those who want programme changes', async () => {
    const [event] = await use()
      .db.insert(events)
      .values({
        title: 'Moved',
        dateTime: new Date('2031-08-15T19:00:00Z'),
        year: 2031,
        state: 'PUBLISHED',
      })
      .returning({ id: events.id });
    await use()
      .db.insert(favourites)
      .values([wantsAll, wantsNothing].map((user) => ({ userId: user.id, eventId: event!.id })));
    await queueProgramChangePush(use().db, t.app.bus, event!.id);
    expect(await pushedTo(`program:${event!.id}:`)).toEqual([wantsAll.id]);
  });
});
