import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import {
  chatMessage,
  chatRefusal,
  sincePage,
  type ChatMessage,
  type ChatRefusal,
} from '../../src/api/contract/chat';
import { users } from '../../server/db/schema/users';
import { createBroker } from '../../server/modules/chat/broker';
import { createSendLimit } from '../../server/modules/chat/send-limit';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

interface Member {
  client: Client;
  received: ChatMessage[];
  refused: ChatRefusal[];
  errors: IFrame[];
  closed: () => boolean;
}

/** A @stomp/stompjs member subscribed to their messages and errors, ready once both receipts came. */
function join(url: string, user: { id: number; token: string }): Promise<Member> {
  return new Promise((resolve, reject) => {
    const received: ChatMessage[] = [];
    const refused: ChatRefusal[] = [];
    const errors: IFrame[] = [];
    let closed = false;
    const client = new Client({
      webSocketFactory: () => new WebSocket(url),
      connectHeaders: { Authorization: `Bearer ${user.token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    client.onWebSocketClose = () => {
      closed = true;
    };
    client.onStompError = (frame) => {
      errors.push(frame);
      reject(new Error(frame.headers.message));
    };
    client.onConnect = () => {
      client.subscribe('/user/queue/errors', (frame: IMessage) =>
        refused.push(chatRefusal.parse(JSON.parse(frame.body))),
      );
      const receipt = `sub-${user.id}`;
      client.watchForReceipt(receipt, () =>
        resolve({ client, received, refused, errors, closed: () => closed }),
      );
      client.subscribe(
        '/user/queue/messages',
        (frame: IMessage) => received.push(chatMessage.parse(JSON.parse(frame.body))),
        { receipt },
      );
    };
    client.activate();
  });
}

const publish = (client: Client, body: object) =>
  client.publish({ destination: '/app/chat', body: JSON.stringify(body) });

forEachDatabase('chat refusals', (use) => {
  let t: TestApp;
  let url: string;
  let ana: CreatedUser;
  let ben: CreatedUser;
  let cem: CreatedUser;
  const members: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(use());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
    ana = await createUser(use().db, {}, t.app);
    ben = await createUser(use().db, {}, t.app);
    cem = await createUser(use().db, {}, t.app);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(members.map((client) => client.deactivate()));
    await t.close();
  });

  const member = async (user: CreatedUser) => {
    const joined = await join(url, user);
    members.push(joined.client);
    return joined;
  };

  it('refuses a message to a deleted, unknown or own recipient alone; the next one to a third person arrives', async () => {
    const gone = await createUser(use().db, {}, t.app);
    await use().db.delete(users).where(eq(users.id, gone.id));
    const a = await member(ana);
    const c = await member(cem);
    publish(a.client, { clientId: 'to-gone', recipientId: gone.id, content: 'Still there?' });
    publish(a.client, { clientId: 'to-nobody', recipientId: 99_999, content: 'Hello?' });
    publish(a.client, { clientId: 'to-self', recipientId: ana.id, content: 'Me' });
    publish(a.client, { clientId: 'to-cem', recipientId: cem.id, content: 'Hi Cem' });
    await expect.poll(() => c.received.map((m) => m.clientId)).toEqual(['to-cem']);
    expect(a.refused).toEqual(
      ['to-gone', 'to-nobody', 'to-self'].map((clientId) => ({
        clientId,
        code: 'chat.unknownRecipient',
        message: 'Recipient not found',
      })),
    );
    expect(a.errors).toEqual([]);
    expect(a.closed()).toBe(false);
    expect(a.client.connected).toBe(true);
  });

  it('refuses a too long message and one the database cannot store without SQL or parameters', async () => {
    const a = await member(ana);
    publish(a.client, { clientId: 'long', recipientId: ben.id, content: 'x'.repeat(2001) });
    // PostgreSQL cannot store a NUL character: the insert fails inside the database.
    publish(a.client, { clientId: 'nul', recipientId: ben.id, content: 'secret\u0000text' });
    await expect.poll(() => a.refused.length).toBe(2);
    expect(a.refused).toEqual([
      { clientId: 'long', code: 'chat.tooLong', message: 'The message is too long' },
      { clientId: 'nul', code: 'chat.notStored', message: 'The message could not be stored' },
    ]);
    expect(JSON.stringify(a.refused)).not.toMatch(/insert|chat_messages|params|secret/i);
    expect(a.client.connected).toBe(true);
  });

  it('answers a protocol fault with an ERROR frame that has a code and no stored data', async () => {
    const a = await member(ana);
    const error = new Promise<IFrame>((resolve) => {
      a.client.onStompError = resolve;
    });
    a.client.publish({ destination: '/app/elsewhere', body: '{"content":"secret"}' });
    const frame = await error;
    expect(frame.headers).toMatchObject({
      code: 'chat.protocolError',
      message: 'Unknown destination',
    });
    expect(JSON.stringify(frame)).not.toContain('secret');
  });

  it('rate-limits SEND per account with a clear code; other accounts still send', async () => {
    const b = await member(ben);
    const c = await member(cem);
    for (let i = 0; i < 100; i += 1) {
      publish(b.client, { clientId: `flood-${i}`, recipientId: cem.id, content: `Flood ${i}` });
    }
    await expect
      .poll(() => c.received.filter((m) => m.senderId === ben.id).length + b.refused.length, {
        timeout: 15_000,
      })
      .toBe(100);
    const stored = c.received.filter((m) => m.senderId === ben.id).length;
    // A burst of 60 plus what refilled (2 a second) while the flood was handled.
    expect(stored).toBeGreaterThanOrEqual(60);
    expect(stored).toBeLessThan(80);
    expect(new Set(b.refused.map((r) => r.code))).toEqual(new Set(['chat.rateLimited']));
    publish(c.client, { clientId: 'cem-reply', recipientId: ben.id, content: 'Slow down' });
    await expect.poll(() => b.received.some((m) => m.clientId === 'cem-reply')).toBe(true);
  });

  it('GET /messages/since lists what the caller sent and received after an id, in pages', async () => {
    const get = (query: string, token?: string) =>
      t.app.inject({ method: 'GET', url: `/messages/since${query}`, headers: apiHeaders(token) });
    const all = sincePage.parse((await get('?after=0&limit=500', cem.token)).json());
    expect(all.more).toBe(false);
    const ids = all.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(all.messages.every((m) => m.senderId === cem.id || m.recipientId === cem.id)).toBe(true);
    expect(all.messages.some((m) => m.senderId === cem.id)).toBe(true);
    expect(all.messages.some((m) => m.recipientId === cem.id)).toBe(true);
    const first = sincePage.parse((await get('?after=0&limit=3', cem.token)).json());
    expect(first).toEqual({ messages: all.messages.slice(0, 3), more: true });
    const next = sincePage.parse(
      (await get(`?after=${first.messages[2]?.id ?? 0}&limit=3`, cem.token)).json(),
    );
    expect(next.messages).toEqual(all.messages.slice(3, 6));
    const ofAna = sincePage.parse((await get('?after=0', ana.token)).json());
    expect(ofAna.messages.length).toBeGreaterThan(0);
    expect(ofAna.messages.every((m) => m.senderId === ana.id || m.recipientId === ana.id)).toBe(
      true,
    );
    expect((await get('?after=0')).statusCode).toBe(401);
    expect((await get('?after=-1', cem.token)).statusCode).toBe(400);
    expect((await get('?after=0&limit=501', cem.token)).statusCode).toBe(400);
  });
});

describe('chat errors on the socket', () => {
  it('an unexpected error is answered and logged without its text', async () => {
    const logged: object[] = [];
    const broker = createBroker({
      authenticate: () => Promise.resolve({ id: 1, roles: ['ROLE_USER'], sessionId: 's1' }),
      send: () =>
        Promise.reject(
          new Error('Failed query: insert into "chat_messages" … params: 1,2,my secret'),
        ),
      log: { warn: (obj) => logged.push(obj) },
    });
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => broker.attach(socket));
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const a = await join(`ws://127.0.0.1:${port}`, { id: 1, token: 'any' });
    publish(a.client, { clientId: 'x', recipientId: 2, content: 'my secret' });
    await expect.poll(() => a.refused.length).toBe(1);
    expect(a.refused[0]).toEqual({
      clientId: 'x',
      code: 'chat.notStored',
      message: 'The message could not be stored',
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret|insert|params/);
    expect(logged).toEqual([{ errorName: 'Error', errorCode: undefined }]);
    expect(a.client.connected).toBe(true);
    await a.client.deactivate();
    broker.close();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('chat send limit', () => {
  it('allows a burst, then refills at the set rate', () => {
    let now = 0;
    const limit = createSendLimit({ burst: 3, perSecond: 2, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.take(7))).toEqual([true, true, true, false]);
    expect(limit.take(8)).toBe(true);
    now = 499;
    expect(limit.take(7)).toBe(false);
    now = 500;
    expect(limit.take(7)).toBe(true);
    expect(limit.take(7)).toBe(false);
    now = 10_000;
    expect([1, 2, 3, 4].map(() => limit.take(7))).toEqual([true, true, true, false]);
  });
});
