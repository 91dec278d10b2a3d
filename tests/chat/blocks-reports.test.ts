import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditPage } from '../../src/api/contract/audit';
import { CHAT_MESSAGES, type ChatSend } from '../../src/api/contract/chat';
import type { LobbyPage } from '../../src/api/contract/lobby';
import { dataExport } from '../../src/api/contract/privacy';
import type { PushPayload } from '../../src/api/contract/push';
import { blockedPeople, openReports, SAFETY_MESSAGES } from '../../src/api/contract/safety';
import { queryRows } from '../../server/db/client';
import { pushSubscriptions } from '../../server/db/schema/people';
import { users } from '../../server/db/schema/users';
import { createChatService } from '../../server/modules/chat/service';
import {
  apiHeaders,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES } from '../server/program-fixture';

const IMAGE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

forEachDatabase('blocks and reports', (use) => {
  let t: TestApp;
  let push: TestPushService;
  let ana: CreatedUser;
  let ben: CreatedUser;
  let cem: CreatedUser;
  let promoter: CreatedUser;
  let chat: ReturnType<typeof createChatService>;
  const published: number[] = [];

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    const db = use().db;
    [ana, ben, cem] = [
      await createUser(db, {}, t.app),
      await createUser(db, {}, t.app),
      await createUser(db, {}, t.app),
    ];
    promoter = await createUser(db, { roles: ['ROLE_USER', 'ROLE_PROMOTER'] }, t.app);
    await db
      .update(users)
      .set({ inLobby: true })
      .where(inArray(users.id, [ana.id, ben.id, cem.id]));
    // The chat service as the broker calls it; every delivery it publishes is counted.
    chat = createChatService({
      db,
      bus: {
        publish: (topic, payload) => {
          if (topic === 'chat.message') published.push((payload as { senderId: number }).senderId);
          return Promise.resolve();
        },
        subscribe: () => () => undefined,
      },
      isOnline: () => Promise.resolve(false),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: object,
  ) => {
    const res = await t.app.inject({ method, url, headers: apiHeaders(token), payload: body });
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const send = (from: CreatedUser, to: CreatedUser, content: string) => {
    const body: ChatSend = { clientId: `${content}-${Math.random()}`, recipientId: to.id, content };
    return chat.send(from.id, body);
  };
  const lobbyIds = async (viewer: CreatedUser) => {
    const res = await call('POST', '/api/user/get/lobby/page/0', viewer.token, { size: 50 });
    expect(res.status).toBe(200);
    return (res.body as LobbyPage).content.map((card) => card.id);
  };

  it('a block stops messages both ways and hides each from the other in the lobby', async () => {
    const first = await send(ana, ben, 'Before the block');
    expect(await lobbyIds(ana)).toContain(ben.id);
    expect(await lobbyIds(ben)).toContain(ana.id);

    expect(await call('PUT', `/api/user/blocks/${ben.id}`, ana.token)).toEqual({
      status: 200,
      body: { blocked: true },
    });
    published.length = 0;
    await expect(send(ana, ben, 'From the blocker')).rejects.toMatchObject({
      statusCode: 403,
      message: CHAT_MESSAGES.blocked,
    });
    await expect(send(ben, ana, 'From the blocked')).rejects.toMatchObject({
      statusCode: 403,
      message: CHAT_MESSAGES.blocked,
    });
    expect(published).toEqual([]);
    const stored = await queryRows<{ n: number }>(
      use().db,
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE id > ${first.id}
          AND sender_id IN (${ana.id}, ${ben.id}) AND recipient_id IN (${ana.id}, ${ben.id})`,
    );
    expect(stored[0]?.n).toBe(0);
    // Nobody else is touched: both still chat with Cem and see him.
    await send(ben, cem, 'Hi Cem');
    expect(await lobbyIds(ana)).not.toContain(ben.id);
    expect(await lobbyIds(ben)).not.toContain(ana.id);
    expect(await lobbyIds(ana)).toContain(cem.id);

    // Only the blocker sees the block; the blocked person learns nothing from these calls.
    expect((await call('GET', `/api/user/blocks/${ben.id}`, ana.token)).body).toEqual({
      blocked: true,
    });
    expect((await call('GET', `/api/user/blocks/${ana.id}`, ben.token)).body).toEqual({
      blocked: false,
    });
    const list = blockedPeople.parse((await call('GET', '/api/user/blocks', ana.token)).body);
    expect(list.map((person) => person.id)).toEqual([ben.id]);
    expect((await call('GET', '/api/user/blocks', ben.token)).body).toEqual([]);
    // Ben cannot lift Ana's block by unblocking her.
    await call('DELETE', `/api/user/blocks/${ana.id}`, ben.token);
    await expect(send(ben, ana, 'Still blocked')).rejects.toMatchObject({ statusCode: 403 });

    expect(await call('DELETE', `/api/user/blocks/${ben.id}`, ana.token)).toEqual({
      status: 200,
      body: { blocked: false },
    });
    await send(ben, ana, 'After the unblock');
    expect(await lobbyIds(ana)).toContain(ben.id);
  });

  it('refuses blocking oneself or nobody, and needs a login', async () => {
    expect(await call('PUT', `/api/user/blocks/${ana.id}`, ana.token)).toMatchObject({
      status: 400,
      body: { message: SAFETY_MESSAGES.blockSelf },
    });
    expect((await call('PUT', '/api/user/blocks/999999', ana.token)).status).toBe(404);
    expect((await call('PUT', `/api/user/blocks/${ben.id}`)).status).toBe(401);
    expect((await call('GET', '/api/user/blocks')).status).toBe(401);
  });

  it("no like or comment push reaches a post's author from someone blocked", async () => {
    const subscription = push.subscribe();
    await call('POST', '/api/push/subscribe', cem.token, subscription);
    const created = await call('POST', '/api/feed/create', cem.token, {
      text: 'My set tonight',
      file: IMAGE,
    });
    const postId = (created.body as { id: number }).id;
    await call('PUT', `/api/user/blocks/${ana.id}`, cem.token);
    await call('GET', `/api/feed/like/${postId}`, ana.token);
    await call('POST', '/api/feed/comment/add', ana.token, { id: postId, text: 'Blocked words' });
    // Someone not blocked comments after them: that push arrives, the blocked ones never do.
    await call('POST', '/api/feed/comment/add', ben.token, { id: postId, text: 'Open words' });
    await push.waitFor((p) => p.text.includes('Open words'));
    await t.app.jobs.runDue();
    const texts = push.received
      .map((p) => JSON.parse(p.text) as PushPayload)
      .filter((p) => p.tag === `post-${postId}`);
    expect(texts.map((p) => p.body)).toEqual([expect.stringContaining('Open words')]);
    await use().db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, cem.id));
    await call('DELETE', `/api/user/blocks/${ana.id}`, cem.token);
  });

  it('a participant reports a message; staff list open reports and mark them handled', async () => {
    const message = await send(ben, cem, 'Something rude');
    expect(
      (await call('POST', '/api/chat/reports', ana.token, { messageId: message.id })).status,
    ).toBe(404);
    expect((await call('POST', '/api/chat/reports', cem.token, { messageId: 999999 })).status).toBe(
      404,
    );
    const reported = await call('POST', '/api/chat/reports', cem.token, {
      messageId: message.id,
      reason: 'Insults',
    });
    expect(reported.status).toBe(201);
    const reportId = (reported.body as { id: number }).id;

    expect((await call('GET', '/api/management/reports', cem.token)).status).toBe(403);
    const open = openReports.parse(
      (await call('GET', '/api/management/reports', promoter.token)).body,
    );
    expect(open).toEqual([
      expect.objectContaining({
        id: reportId,
        reason: 'Insults',
        reporter: expect.objectContaining({ id: cem.id }) as unknown,
        sender: expect.objectContaining({ id: ben.id }) as unknown,
        message: expect.objectContaining({ id: message.id, content: 'Something rude' }) as unknown,
      }),
    ]);

    const handle = (token: string, id = reportId) =>
      call('POST', `/api/management/reports/${id}/handled`, token);
    expect((await handle(cem.token)).status).toBe(403);
    expect(await handle(promoter.token)).toEqual({ status: 200, body: { ok: true } });
    expect((await handle(promoter.token)).status).toBe(404);
    expect((await call('GET', '/api/management/reports', promoter.token)).body).toEqual([]);

    const admin = await createUser(use().db, { roles: ['ROLE_ADMIN'] }, t.app);
    const log = auditPage.parse(
      (await call('GET', '/api/audit/page/0?kind=report', admin.token)).body,
    );
    expect(log.content).toEqual([
      expect.objectContaining({
        actorId: promoter.id,
        action: 'report.handle',
        targetId: reportId,
      }),
    ]);
  });

  it("the data export holds one's blocks and reports; deleting the account removes them", async () => {
    const person = await createUser(use().db, {}, t.app);
    const message = await send(ben, person, 'Report me');
    await call('PUT', `/api/user/blocks/${ben.id}`, person.token);
    await call('POST', '/api/chat/reports', person.token, { messageId: message.id });
    const exported = dataExport.parse((await call('GET', '/api/user/export', person.token)).body);
    expect(exported.blocks).toEqual([
      { personId: ben.id, blockedAt: expect.any(String) as string },
    ]);
    expect(exported.reports).toEqual([
      {
        messageId: message.id,
        reason: null,
        reportedAt: expect.any(String) as string,
        handledAt: null,
      },
    ]);

    await call('POST', '/api/user/delete', person.token, { password: TEST_PASSWORD });
    const left = await queryRows<{ blocks: number; reports: number }>(
      use().db,
      sql`SELECT (SELECT count(*)::int FROM blocks WHERE ${person.id} IN (blocker_id, blocked_id)) AS blocks,
        (SELECT count(*)::int FROM message_reports WHERE reporter_id = ${person.id}) AS reports`,
    );
    expect(left).toEqual([{ blocks: 0, reports: 0 }]);
  });
});
