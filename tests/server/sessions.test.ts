import { Client, type IFrame } from '@stomp/stompjs';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { sessionProfile, sessionUser } from '../../src/api/contract/auth';
import { activeSessions, refreshResponse } from '../../src/api/contract/sessions';
import { sessions } from '../../server/db/schema/sessions';
import { createBroker } from '../../server/modules/chat/broker';
import { findLiveSessionIds, revokeSessions } from '../../server/modules/auth/session-queries';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  linkIn,
  TEST_PASSWORD,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase('sessions', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use());
  }, 60_000);
  afterAll(() => t.close());

  const signin = async (user: CreatedUser, userAgent = PHONE, password = TEST_PASSWORD) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...apiHeaders(), 'user-agent': userAgent },
      payload: { email: user.email, password },
    });
    expect(res.statusCode).toBe(200);
    return sessionUser.parse(res.json());
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(token), payload });
  const me = (token: string) => call('GET', '/api/auth/me', token);
  const refresh = (refreshToken: string) =>
    call('POST', '/api/auth/refresh', undefined, { refreshToken });
  const sessionRows = (userId: number) =>
    t.app.db.select().from(sessions).where(eq(sessions.userId, userId));

  describe('access tokens are short and belong to a session', () => {
    it('a login gives a 15-minute access token and a refresh token', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const claims = decodeJwt(session.accessToken);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
      expect(session.accessTokenExpiresAt).toBe((claims.exp ?? 0) * 1000);
      expect(session.refreshToken).toMatch(/^[\w-]+\.[\w-]{43}$/);
      const [row] = await sessionRows(user.id);
      expect(row?.id).toBe(claims.sid);
      // Only a hash of the refresh token is kept.
      expect(JSON.stringify(row)).not.toContain(session.refreshToken.split('.')[1]);
      expect(row?.expiresAt.getTime()).toBe(row!.createdAt.getTime() + 30 * 24 * 3600_000);
    });

    it('/auth/me answers the profile without any token and extends nothing', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const [before] = await sessionRows(user.id);
      const res = await me(session.accessToken);
      expect(res.statusCode).toBe(200);
      const body = res.json<Record<string, unknown>>();
      expect(sessionProfile.parse(body).id).toBe(user.id);
      expect(body).not.toHaveProperty('accessToken');
      expect(body).not.toHaveProperty('refreshToken');
      expect(await sessionRows(user.id)).toEqual([before]);
    });

    it('a stolen access token stops working after its short lifetime', async () => {
      const short = await createTestApp({
        ...use(),
        config: { ...use().config, accessTokenTtlSeconds: 1 },
      });
      try {
        const user = await createUser(short.app.db);
        const res = await short.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          headers: apiHeaders(),
          payload: { email: user.email, password: TEST_PASSWORD },
        });
        const stolen = sessionUser.parse(res.json()).accessToken;
        const ask = () =>
          short.app.inject({ method: 'GET', url: '/api/auth/me', headers: apiHeaders(stolen) });
        expect((await ask()).statusCode).toBe(200);
        await wait(2100);
        expect((await ask()).statusCode).toBe(401);
      } finally {
        await short.close();
      }
    });

    it('a session ends at its absolute end, however often it was renewed', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const renewed = refreshResponse.parse((await refresh(session.refreshToken)).json());
      await t.app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      expect((await me(renewed.accessToken)).statusCode).toBe(401);
      expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
    });

    it('an access token never reaches past the end of its session', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const end = new Date(Date.now() + 5 * 60_000);
      await t.app.db.update(sessions).set({ expiresAt: end }).where(eq(sessions.userId, user.id));
      const renewed = refreshResponse.parse((await refresh(session.refreshToken)).json());
      expect(renewed.accessTokenExpiresAt).toBeLessThanOrEqual(end.getTime());
    });
  });

  describe('refresh tokens rotate', () => {
    it('a refresh gives new tokens and uses the old refresh token up', async () => {
      const user = await createUser(t.app.db, { roles: ['ROLE_USER'] });
      const session = await signin(user);
      const first = await refresh(session.refreshToken);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const renewed = refreshResponse.parse(first.json());
      expect(renewed.refreshToken).not.toBe(session.refreshToken);
      expect(renewed.roles).toEqual(['ROLE_USER']);
      expect((await me(renewed.accessToken)).statusCode).toBe(200);
      const second = refreshResponse.parse((await refresh(renewed.refreshToken)).json());
      expect((await me(second.accessToken)).statusCode).toBe(200);
    });

    it('reusing a rotated refresh token ends the whole session', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const stolen = session.refreshToken;
      const renewed = refreshResponse.parse((await refresh(stolen)).json());
      const again = refreshResponse.parse((await refresh(renewed.refreshToken)).json());

      const reuse = await refresh(stolen);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({
        message: 'Your session has ended. Please log in again.',
      });
      // The owner's newest tokens die with it: whoever held the old one is out, and so is the owner.
      expect((await me(again.accessToken)).statusCode).toBe(401);
      expect((await refresh(again.refreshToken)).statusCode).toBe(401);
      expect(await sessionRows(user.id)).toEqual([]);
    });

    it('a refresh whose answer was lost can be retried at once, but not much later', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      expect((await refresh(session.refreshToken)).statusCode).toBe(200); // answer lost
      const retried = await refresh(session.refreshToken);
      expect(retried.statusCode).toBe(200);
      const renewed = refreshResponse.parse(retried.json());
      expect((await me(renewed.accessToken)).statusCode).toBe(200);

      await t.app.db
        .update(sessions)
        .set({ rotatedAt: sql`${sessions.rotatedAt} - interval '3 minutes'` })
        .where(eq(sessions.userId, user.id));
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await me(renewed.accessToken)).statusCode).toBe(401);
    });

    it('a forged or malformed refresh token is refused', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const [sessionId] = session.refreshToken.split('.');
      for (const token of ['garbage', `${sessionId}.`, 'a.b.c', 'x'.repeat(200)]) {
        expect((await refresh(token)).statusCode).toBe(401);
      }
      expect((await call('POST', '/api/auth/refresh', undefined, {})).statusCode).toBe(400);
    });

    it('an account that stopped being able to log in cannot refresh', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      await t.app.db.execute(
        sql`INSERT INTO user_roles (user_id, role) VALUES (${user.id}, 'ROLE_PHANTOM')`,
      );
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('logging out ends this device: its access and refresh tokens stop working', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const other = await signin(user, LAPTOP);
      const res = await call('POST', '/api/auth/logout', session.accessToken, { scope: 'this' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ended: 1 });
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await me(other.accessToken)).statusCode).toBe(200);
    });

    it('lists the sessions with device, last use and this device, newest use first', async () => {
      const user = await createUser(t.app.db);
      const laptop = await signin(user, LAPTOP);
      const phone = await signin(user, PHONE);
      const res = await call('GET', '/api/auth/sessions', phone.accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = activeSessions.parse(res.json());
      expect(list.map(({ browser, system, current }) => ({ browser, system, current }))).toEqual([
        { browser: 'Chrome', system: 'Android', current: true },
        { browser: 'Firefox', system: 'macOS', current: false },
      ]);
      const fromLaptop = activeSessions.parse(
        (await call('GET', '/api/auth/sessions', laptop.accessToken)).json(),
      );
      expect(fromLaptop.find((s) => s.current)?.system).toBe('macOS');
    });

    it('one device logs out another; a stranger cannot end a session not theirs', async () => {
      const user = await createUser(t.app.db);
      const laptop = await signin(user, LAPTOP);
      const phone = await signin(user, PHONE);
      const list = activeSessions.parse(
        (await call('GET', '/api/auth/sessions', phone.accessToken)).json(),
      );
      const laptopId = list.find((s) => !s.current)?.id ?? '';

      const stranger = await signin(await createUser(t.app.db));
      const foreign = await call('DELETE', `/api/auth/sessions/${laptopId}`, stranger.accessToken);
      expect(foreign.statusCode).toBe(404);
      expect((await me(laptop.accessToken)).statusCode).toBe(200);

      const ended = await call('DELETE', `/api/auth/sessions/${laptopId}`, phone.accessToken);
      expect(ended.statusCode).toBe(200);
      expect((await me(laptop.accessToken)).statusCode).toBe(401);
      expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
      expect((await me(phone.accessToken)).statusCode).toBe(200);
      const gone = await call('DELETE', `/api/auth/sessions/${laptopId}`, phone.accessToken);
      expect(gone.json()).toMatchObject({ message: 'This session has already ended.' });
    });

    it('logging out everywhere else keeps this device; everywhere ends all', async () => {
      const user = await createUser(t.app.db);
      const [a, b, c] = [await signin(user), await signin(user, LAPTOP), await signin(user)];
      const others = await call('POST', '/api/auth/logout', a.accessToken, { scope: 'others' });
      expect(others.json()).toEqual({ ended: 2 });
      expect((await me(b.accessToken)).statusCode).toBe(401);
      expect((await me(c.accessToken)).statusCode).toBe(401);
      expect((await me(a.accessToken)).statusCode).toBe(200);

      const d = await signin(user, LAPTOP);
      const all = await call('POST', '/api/auth/logout', a.accessToken, { scope: 'all' });
      expect(all.json()).toEqual({ ended: 2 });
      expect((await me(a.accessToken)).statusCode).toBe(401);
      expect((await me(d.accessToken)).statusCode).toBe(401);
    });

    it('the chat refuses a CONNECT with the token of an ended session', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const connect = () =>
        new Promise<string>((resolve) => {
          const client = new Client({
            webSocketFactory: () => new WebSocket(`${address.replace('http', 'ws')}/ws`),
            connectHeaders: { Authorization: `Bearer ${session.accessToken}` },
            reconnectDelay: 0,
            onConnect: () => {
              void client.deactivate();
              resolve('CONNECTED');
            },
            onStompError: (frame: IFrame) => {
              void client.deactivate();
              resolve(frame.headers.message ?? 'ERROR');
            },
          });
          client.activate();
        });
      expect(await connect()).toBe('CONNECTED');
      await call('POST', '/api/auth/logout', session.accessToken, { scope: 'this' });
      expect(await connect()).toBe('Invalid access token');
    });
  });

  describe('revocation', () => {
    it('a password reset ends every session of the account', async () => {
      const user = await createUser(t.app.db);
      const session = await signin(user);
      await call('POST', '/api/auth/reset/request', undefined, { email: user.email });
      const mail = await waitForMail(t.outboxDir, user.email);
      const link = linkIn(mail, `${t.app.config.publicUrl}/u/reset/password/u/`);
      const [, userId, token] = /\/u\/(\d+)\/t\/([\w-]+)$/.exec(link) ?? [];
      const reset = { userId: Number(userId), token, password: 'Brand1!new' };
      expect((await call('POST', '/api/auth/reset/password', undefined, reset)).statusCode).toBe(
        200,
      );
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect(await sessionRows(user.id)).toEqual([]);
    });

    it('a welcome mail (new password) ends every session of the account', async () => {
      const admin = await createUser(t.app.db, { roles: ['ROLE_ADMIN'] }, t.app);
      const user = await createUser(t.app.db);
      const session = await signin(user);
      const sent = await call('POST', '/api/user/welcome/send', admin.token, { userId: user.id });
      expect(sent.statusCode).toBe(200);
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('deleting the account ends its sessions', async () => {
      const admin = await createUser(t.app.db, { roles: ['ROLE_ADMIN'] }, t.app);
      const user = await createUser(t.app.db);
      const session = await signin(user);
      expect((await call('GET', `/api/user/delete/${user.id}`, admin.token)).statusCode).toBe(200);
      expect((await me(session.accessToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect(await sessionRows(user.id)).toEqual([]);
    });

    it('revokeSessions ends all sessions of one user, on every node (state in the database)', async () => {
      const user = await createUser(t.app.db);
      const other = await createUser(t.app.db);
      const [a, b] = [await signin(user), await signin(user, LAPTOP)];
      const keep = await signin(other);
      expect(await revokeSessions(t.app.db, user.id)).toHaveLength(2);
      expect((await me(a.accessToken)).statusCode).toBe(401);
      expect((await me(b.accessToken)).statusCode).toBe(401);
      expect((await me(keep.accessToken)).statusCode).toBe(200);
      const ids = [a, b, keep].map((s) => String(decodeJwt(s.accessToken).sid));
      expect(await findLiveSessionIds(t.app.db, ids, new Date())).toEqual(new Set([ids[2]]));
    });

    it('a role change applies to the very next request of a running session', async () => {
      const admin = await createUser(t.app.db, { roles: ['ROLE_ADMIN'] }, t.app);
      const staff = await createUser(t.app.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
      const session = await signin(staff);
      expect((await call('GET', '/api/roles/get/all', session.accessToken)).statusCode).toBe(200);
      const update = { userId: staff.id, roles: ['ROLE_USER'] };
      expect((await call('POST', '/api/user/roles/update', admin.token, update)).statusCode).toBe(
        200,
      );
      expect((await call('GET', '/api/roles/get/all', session.accessToken)).statusCode).toBe(403);
      const renewed = refreshResponse.parse((await refresh(session.refreshToken)).json());
      expect(renewed.roles).toEqual(['ROLE_USER']);
    });
  });
});

describe('chat sockets of ended sessions', () => {
  it('an open socket closes once its session is no longer live', async () => {
    const live = new Set(['phone', 'laptop']);
    const broker = createBroker({
      authenticate: (token) => Promise.resolve({ id: 1, roles: ['ROLE_USER'], sessionId: token }),
      send: () => Promise.reject(new Error('not used')),
      liveSessions: (ids) => Promise.resolve(new Set(ids.filter((id) => live.has(id)))),
      sessionCheckMs: 50,
    });
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => broker.attach(socket));
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const open = async (sessionId: string) => {
      const socket = new WebSocket(url);
      await new Promise((resolve) => socket.once('open', resolve));
      const frames: string[] = [];
      socket.on('message', (data) => frames.push(Buffer.from(data as Buffer).toString('utf8')));
      socket.send(`CONNECT\naccept-version:1.2\nhost:x\npasscode:${sessionId}\n\n\0`);
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      return { socket, frames, closed };
    };
    try {
      const phone = await open('phone');
      const laptop = await open('laptop');
      await wait(150);
      live.delete('laptop');
      expect(await laptop.closed).toBe(1008);
      expect(laptop.frames.at(-1)).toMatch(/^ERROR\nmessage:Your session has ended\n/);
      expect(phone.socket.readyState).toBe(WebSocket.OPEN);
      phone.socket.close();
    } finally {
      broker.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
