/**
 * Every way a login ends (or an account's powers change) closes that account's chat sockets on
 * every node within a second, through the bus (the database poll, every 30 s, is only the
 * backstop). On PostgreSQL the two nodes are two apps with their own pools
 * and LISTEN connections on one database; on PGlite (one node by design) both are the same app.
 */
import { Client } from '@stomp/stompjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessionUser } from '../../src/api/contract/auth';
import { CHAT_MESSAGES } from '../../src/api/contract/chat';
import { openDatabase } from '../../server/db/client';
import { storeResetToken } from '../../server/modules/auth/queries';
import { createOneTimeToken, RESET_TOKEN_TTL_MS } from '../../server/security/one-time-tokens';
import {
  apiHeaders,
  createTestApp,
  createUser,
  TEST_PASSWORD,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

/** The promise: closed on every node within a second. */
const WITHIN_A_SECOND = { timeout: 1000, interval: 20 };

interface Socket {
  client: Client;
  /** The ERROR frame's message, once one came. */
  error: string | null;
  closed: boolean;
}

forEachDatabase('chat sockets of ended logins', (use) => {
  let nodes: TestApp[] = [];
  let urls: string[] = [];
  let closeSecond = () => Promise.resolve();
  let admin: CreatedUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const database = use();
    const first = await createTestApp(database);
    let second = first;
    if (database.kind === 'postgres') {
      const handle = await openDatabase(database.config);
      closeSecond = () => handle.close();
      second = await createTestApp({ ...database, handle, db: handle.db });
    }
    nodes = [first, second];
    urls = [];
    for (const node of new Set(nodes)) {
      const address = await node.app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`${address.replace('http', 'ws')}/ws`);
    }
    admin = await createUser(database.db, { roles: ['ROLE_ADMIN'] }, first.app);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.client.deactivate()));
    for (const node of new Set(nodes)) await node.close();
    await closeSecond();
  });

  const nodeA = () => nodes[0]?.app ?? expect.unreachable('no node');
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    body?: object,
  ) => nodeA().inject({ method, url, headers: apiHeaders(token), payload: body });

  /** A login of `userId`: its access token and session id. */
  const login = async (userId: number) => {
    const { accessToken } = await nodeA().sessions.start(userId, 'vitest');
    return { token: accessToken, sessionId: String(decodeJwt(accessToken).sid) };
  };

  /** A chat socket of that login on node `index` (connected once CONNECTED came back). */
  const open = (index: number, token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const client = new Client({
        webSocketFactory: () => new WebSocket(urls[index % urls.length] ?? ''),
        connectHeaders: { Authorization: `Bearer ${token}` },
        reconnectDelay: 0,
        heartbeatIncoming: 0,
        heartbeatOutgoing: 0,
      });
      const socket: Socket = { client, error: null, closed: false };
      sockets.push(socket);
      client.onConnect = () => resolve(socket);
      client.onStompError = (frame) => {
        socket.error = frame.headers.message ?? '';
      };
      client.onWebSocketClose = () => {
        socket.closed = true;
        reject(new Error('closed before CONNECTED'));
      };
      client.activate();
    });

  /** Sockets on both nodes for a new member, plus a bystander's socket that must stay open. */
  const member = async () => {
    const user = await createUser(use().db);
    const session = await login(user.id);
    const bystander = await login((await createUser(use().db)).id);
    const sockets = [await open(0, session.token), await open(1, session.token)];
    return { user, session, sockets, bystander: await open(1, bystander.token) };
  };

  const expectEnded = async (ended: Socket[], kept: Socket[]) => {
    for (const socket of ended) {
      await expect.poll(() => socket.closed, WITHIN_A_SECOND).toBe(true);
      expect(socket.error).toBe(CHAT_MESSAGES.sessionEnded);
    }
    for (const socket of kept) expect(socket.closed).toBe(false);
  };

  it('logout of this device closes its sockets on both nodes, not those of other devices', async () => {
    const { user, session, sockets, bystander } = await member();
    const laptop = await login(user.id);
    const laptopSocket = await open(1, laptop.token);
    const res = await call('POST', '/api/auth/logout', session.token, { scope: 'this' });
    expect(res.json()).toEqual({ ended: 1 });
    await expectEnded(sockets, [laptopSocket, bystander]);
  });

  it('logout of the other devices keeps this one', async () => {
    const { user, sockets, bystander } = await member();
    const laptop = await login(user.id);
    const laptopSocket = await open(0, laptop.token);
    const res = await call('POST', '/api/auth/logout', laptop.token, { scope: 'others' });
    expect(res.json()).toEqual({ ended: 1 });
    await expectEnded(sockets, [laptopSocket, bystander]);
  });

  it('logout everywhere and ending one device from the list', async () => {
    const all = await member();
    await call('POST', '/api/auth/logout', all.session.token, { scope: 'all' });
    await expectEnded(all.sockets, [all.bystander]);

    const one = await member();
    const laptop = await login(one.user.id);
    const res = await call('DELETE', `/api/auth/sessions/${one.session.sessionId}`, laptop.token);
    expect(res.statusCode).toBe(200);
    await expectEnded(one.sockets, [one.bystander]);
  });

  it('a password reset closes every socket of the account', async () => {
    const { user, sockets, bystander } = await member();
    const reset = createOneTimeToken(RESET_TOKEN_TTL_MS);
    await storeResetToken(use().db, user.id, reset.hash, reset.expiresAt);
    const res = await nodeA().inject({
      method: 'POST',
      url: '/api/auth/reset/password',
      headers: apiHeaders(),
      payload: { userId: user.id, token: reset.token, password: 'Brand1!new' },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(sockets, [bystander]);
  });

  it("a welcome mail's new password closes every socket of the account", async () => {
    const { user, sockets, bystander } = await member();
    const res = await call('POST', '/api/user/welcome/send', admin.token, {
      userId: user.id,
      text: '',
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(sockets, [bystander]);
  });

  it('a role change closes the sockets but keeps the login, which reconnects with the new roles', async () => {
    const { user, session, sockets, bystander } = await member();
    const res = await call('POST', '/api/user/roles/update', admin.token, {
      userId: user.id,
      roles: ['ROLE_USER', 'ROLE_PROMOTER'],
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(sockets, [bystander]);
    expect((await call('GET', '/api/auth/me', session.token)).statusCode).toBe(200);
    const again = await open(1, session.token);
    expect(again.closed).toBe(false);
  });

  it("deleting one's own account, or an admin deleting it, closes every socket", async () => {
    const own = await member();
    const res = await call('POST', '/api/user/delete', own.session.token, {
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(own.sockets, [own.bystander]);

    const removed = await member();
    expect((await call('GET', `/api/user/delete/${removed.user.id}`, admin.token)).statusCode).toBe(
      200,
    );
    await expectEnded(removed.sockets, [removed.bystander]);
  });

  it('a refresh token presented after its successor was used ends its login and sockets', async () => {
    const user = await createUser(use().db);
    const signin = await nodeA().inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: apiHeaders(),
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const session = sessionUser.parse(signin.json());
    const socket = await open(1, session.accessToken);
    const refresh = async (refreshToken: string) => {
      const res = await nodeA().inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: apiHeaders(),
        payload: { refreshToken },
      });
      return { status: res.statusCode, body: res.json<{ refreshToken: string }>() };
    };
    const first = await refresh(session.refreshToken);
    expect((await refresh(first.body.refreshToken)).status).toBe(200);
    expect(socket.closed).toBe(false);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    await expectEnded([socket], []);
  });
});
