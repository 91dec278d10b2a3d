import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGNIN_LIMIT_MESSAGES } from '../../src/api/contract/sign-in-limits';
import { AUTH_LIMITS } from '../../server/modules/auth/limits';
import { AttemptLimiter } from '../../server/security/attempt-limiter';
import {
  apiHeaders,
  createTestApp,
  createUser,
  linkIn,
  TEST_PASSWORD,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('hardening', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use());
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(), payload, remoteAddress });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: apiHeaders(token) });

  it('successful logins do not use up the per-account budget', async () => {
    const user = await createUser(t.app.db);
    for (let i = 0; i < 12; i += 1) {
      const res = await post('/api/auth/signin', { email: user.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
    }
  });

  it('over an IP’s limit a new client there signs in through the mailed link, other IPs go on', async () => {
    const limiter = new AttemptLimiter(t.app.db);
    for (let i = 0; i < AUTH_LIMITS.signinIp.limit; i += 1) {
      await limiter.take([[AUTH_LIMITS.signinIp, '10.9.8.7']]);
    }
    const user = await createUser(t.app.db);
    const body = { email: user.email, password: TEST_PASSWORD };
    const blocked = await post('/api/auth/signin', body, '10.9.8.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: SIGNIN_LIMIT_MESSAGES.signinByMail });
    expect((await waitForMail(t.outboxDir, user.email)).subject).toBe('Passwort zurücksetzen');
    expect((await post('/api/auth/signin', body, '10.9.8.6')).statusCode).toBe(200);
  });

  it('password reset requests are limited per IP across e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.resetIp.limit; i += 1) {
      const email = `nobody-${i}@example.org`;
      statuses.push((await post('/api/auth/reset/request', { email }, '10.1.1.1')).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(AUTH_LIMITS.resetIp.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a password reset revokes every access token issued before it', async () => {
    const user = await createUser(t.app.db);
    const login = await post('/api/auth/signin', { email: user.email, password: TEST_PASSWORD });
    const oldToken = login.json<{ accessToken: string }>().accessToken;
    expect((await me(oldToken)).statusCode).toBe(200);

    await post('/api/auth/reset/request', { email: user.email });
    const mail = await waitForMail(t.outboxDir, user.email);
    const link = linkIn(mail, `${t.app.config.publicUrl}/u/reset/password/u/`);
    const [, userId, token] = /\/u\/(\d+)\/t\/([\w-]+)$/.exec(link) ?? [];
    const reset = { userId: Number(userId), token, password: 'Brand1!new' };
    expect((await post('/api/auth/reset/password', reset)).statusCode).toBe(200);

    expect((await me(oldToken)).statusCode).toBe(401);
    const fresh = await post('/api/auth/signin', { email: user.email, password: 'Brand1!new' });
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
  });
});
