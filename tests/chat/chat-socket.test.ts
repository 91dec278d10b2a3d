import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { chatMessage, chatPartner, type ChatMessage } from '../../src/api/contract/chat';
import { createBroker } from '../../server/modules/chat/broker';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { startTestPushService, type TestPushService } from '../helpers/test-push-service';
import { forEachDatabase } from '../helpers/test-db';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Connected {
  client: Client;
  received: ChatMessage[];
  errors: IFrame[];
}

function stomp(url: string, headers: Record<string, string>, options: Partial<Client> = {}) {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url),
    connectHeaders: headers,
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    ...options,
  });
  return client;
}

forEachDatabase('chat over STOMP', (use) => {
  let t: TestApp;
  let url: string;
  let push: TestPushService;
  let ana: CreatedUser;
  let ben: CreatedUser;
  let cem: CreatedUser;
  const open: Client[] = [];

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp(use());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
    ana = await createUser(use().db, {}, t.app);
    ben = await createUser(use().db, {}, t.app);
    cem = await createUser(use().db, {}, t.app);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((client) => client.deactivate()));
    await t.close();
    await push.close();
  });

  /** SEND and resolve on its RECEIPT (the server stored the message). */
  const send = (client: Client, body: object) =>
    new Promise<void>((resolve) => {
      const receipt = `r-${Math.random()}`;
      client.watchForReceipt(receipt, () => resolve());
      client.publish({
        destination: '/app/chat',
        body: JSON.stringify(body),
        headers: { receipt },
      });
    });

  const get = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: path, headers: apiHeaders(token) });

  it('connects with the bearer token (header or passcode) and chats both ways', async () => {
    const a = await connectReady(ana, { Authorization: `Bearer ${ana.token}` });
    const b = await connectReady(ben, { login: String(ben.id), passcode: ben.token });
    await send(a.client, { clientId: 'a-1', recipientId: ben.id, content: 'Hi Ben' });
    await send(b.client, { clientId: 'b-1', recipientId: ana.id, content: 'Hi Ana' });
    await send(a.client, { clientId: 'a-2', recipientId: ben.id, content: 'How are you?' });
    // A resend after a lost receipt: same client id, stored once.
    await send(a.client, { clientId: 'a-2', recipientId: ben.id, content: 'How are you?' });
    await expect.poll(() => b.received.length).toBeGreaterThanOrEqual(4);
    expect(b.received.filter((m) => m.senderId === ana.id).map((m) => m.content)).toEqual([
      'Hi Ben',
      'How are you?',
      'How are you?',
    ]);
    expect(a.received.some((m) => m.content === 'Hi Ana' && m.senderId === ben.id)).toBe(true);
    const history = chatMessage
      .array()
      .parse((await get(`/messages/${ana.id}/${ben.id}`, ana.token)).json());
    expect(history.map((m) => [m.clientId, m.content])).toEqual([
      ['a-1', 'Hi Ben'],
      ['b-1', 'Hi Ana'],
      ['a-2', 'How are you?'],
    ]);
    await a.client.deactivate();
    await b.client.deactivate();
  });

  it('refuses a CONNECT without or with a bad token', async () => {
    await expect(connectReady(ana, {})).rejects.toThrow('No access token set.');
    await expect(connectReady(ana, { Authorization: 'Bearer forged.token.x' })).rejects.toThrow(
      'Invalid access token',
    );
  });

  it("refuses to subscribe to someone else's queue with an ERROR and closes", async () => {
    const error = await new Promise<IFrame>((resolve) => {
      const client = stomp(url, { Authorization: `Bearer ${ana.token}` });
      open.push(client);
      client.onConnect = () => client.subscribe(`/user/${ben.id}/queue/messages`, () => undefined);
      client.onStompError = resolve;
      client.activate();
    });
    expect(error.headers.message).toBe('You may only subscribe to your own queue');
  });

  it('refuses sockets from a foreign origin', async () => {
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { headers: { origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it('pushes to a recipient without an open socket, not to one who is online', async () => {
    const subscription = push.subscribe();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscribe',
      headers: apiHeaders(cem.token),
      payload: subscription,
    });
    const a = await connectReady(ana, { Authorization: `Bearer ${ana.token}` });
    await send(a.client, { clientId: 'to-cem-1', recipientId: cem.id, content: 'Are you there?' });
    const received = await push.waitFor((p) => p.text.includes('Are you there?'));
    expect(JSON.parse(received.text)).toMatchObject({
      kind: 'chat',
      tag: `chat-${ana.id}`,
      url: `/chat/open/${ana.id}`,
      body: 'Are you there?',
    });
    expect(received).toMatchObject({ urgency: 'high', topic: `chat-${ana.id}` });

    const c = await connectReady(cem, { Authorization: `Bearer ${cem.token}` });
    await send(a.client, { clientId: 'to-cem-2', recipientId: cem.id, content: 'Now online' });
    await expect.poll(() => c.received.map((m) => m.content)).toContain('Now online');
    await t.app.jobs.runDue();
    expect(push.received.some((p) => p.text.includes('Now online'))).toBe(false);
    await a.client.deactivate();
    await c.client.deactivate();
  });

  it('counts unread messages, lists partners and marks a conversation read when opened', async () => {
    const count = async () =>
      Number((await get(`/messages/${ana.id}/${cem.id}/count`, cem.token)).json());
    // Delivered is not read: both wait until Cem opens the conversation.
    expect(await count()).toBe(2);
    const partners = chatPartner.array().parse((await get('/messages/partners', cem.token)).json());
    expect(partners).toEqual([
      expect.objectContaining({
        id: ana.id,
        newMessages: 2,
        lastMessage: expect.objectContaining({ content: 'Now online' }) as unknown,
      }),
    ]);
    await get(`/messages/${ana.id}/${cem.id}`, cem.token);
    expect(await count()).toBe(0);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/user/messages/last',
      headers: apiHeaders(ana.token),
      payload: { senderId: ana.id, recipientId: cem.id },
    });
    const lastMessage = chatMessage.parse(last.json());
    expect(lastMessage.content).toBe('Now online');
    expect((await get(`/messages/${lastMessage.id}`, cem.token)).json()).toMatchObject({
      id: lastMessage.id,
      read: true,
    });
    expect((await get(`/messages/${lastMessage.id}`, ben.token)).statusCode).toBe(404);
    expect((await get(`/messages/${ana.id}/${cem.id}`, ben.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/messages/${ana.id}/${cem.id}` })).statusCode).toBe(401);
  });

  /** Connect + subscribe, ready once a RECEIPT for the SUBSCRIBE came back. */
  function connectReady(user: CreatedUser, headers: Record<string, string>) {
    return new Promise<Connected>((resolve, reject) => {
      const received: ChatMessage[] = [];
      const errors: IFrame[] = [];
      const client = stomp(url, headers);
      open.push(client);
      client.onConnect = () => {
        const receipt = `sub-${user.id}-${Math.random()}`;
        client.watchForReceipt(receipt, () => resolve({ client, received, errors }));
        client.subscribe(
          `/user/${user.id}/queue/messages`,
          (message: IMessage) => received.push(chatMessage.parse(JSON.parse(message.body))),
          { receipt },
        );
      };
      client.onStompError = (frame) => {
        errors.push(frame);
        void client.deactivate();
        reject(new Error(frame.headers.message));
      };
      client.activate();
    });
  }
});

describe('STOMP heart-beats', () => {
  let server: WebSocketServer;
  let url: string;

  beforeAll(async () => {
    const broker = createBroker({
      authenticate: (token) =>
        Promise.resolve(token === 'ok' ? { id: 1, roles: ['ROLE_USER'], sessionId: 's1' } : null),
      send: () => Promise.reject(new Error('not used')),
      heartBeat: { outgoingMs: 100, incomingMs: 100 },
    });
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => broker.attach(socket));
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('closes a connection whose client went silent', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(Buffer.from(data as Buffer).toString('utf8')));
    socket.send('CONNECT\naccept-version:1.2\nhost:x\npasscode:ok\nheart-beat:100,100\n\n\0');
    const started = Date.now();
    const code = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(frames[0]).toMatch(/^CONNECTED\nversion:1.2\nheart-beat:100,100\n/);
    // Server heart-beats arrived meanwhile, but the client never answered.
    expect(frames.filter((f) => f === '\n').length).toBeGreaterThan(0);
    expect(code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a @stomp/stompjs client that sends heart-beats connected', async () => {
    let closed = false;
    const client = stomp(
      url,
      { passcode: 'ok' },
      { heartbeatIncoming: 100, heartbeatOutgoing: 100 },
    );
    client.onWebSocketClose = () => {
      closed = true;
    };
    await new Promise<void>((resolve) => {
      client.onConnect = () => resolve();
      client.activate();
    });
    await wait(800);
    expect(closed).toBe(false);
    expect(client.connected).toBe(true);
    await client.deactivate();
  });

  it('answers DISCONNECT with its RECEIPT and closes cleanly', async () => {
    const client = stomp(url, { passcode: 'ok' });
    await new Promise<void>((resolve) => {
      client.onConnect = () => resolve();
      client.activate();
    });
    let code = 0;
    client.onWebSocketClose = (event: { code: number }) => {
      code = event.code;
    };
    // deactivate() sends DISCONNECT with a receipt and waits for it.
    await client.deactivate();
    expect(code).toBe(1000);
  });
});
