import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/api/contract/auth';
import { DEVICE_HEADER, SIGNIN_LIMIT_MESSAGES } from '../../src/api/contract/sign-in-limits';
import { AUTH_LIMITS } from '../../server/modules/auth/limits';
import { AttemptLimiter } from '../../server/security/attempt-limiter';
import {
  apiHeaders,
  createTestApp,
  createUser,
  linkIn,
  readOutbox,
  TEST_PASSWORD,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const WRONG = 'Wrong1!xx';
const NEW_PASSWORD = 'Renewed1!x';
const PAUSED = { message: SIGNIN_LIMIT_MESSAGES.signinPaused };
const BY_MAIL = { message: SIGNIN_LIMIT_MESSAGES.signinByMail };
const WRONG_CREDENTIALS = { message: AUTH_MESSAGES.wrongCredentials };

/** A new device id, as the app keeps one in local storage. */
const newDevice = () => `test-${randomUUID()}`;

interface From {
  device?: string;
  /** The socket's address (default 127.0.0.1, as for `inject`). */
  address?: string;
  forwardedFor?: string;
}

forEachDatabase('login throttling', (use) => {
  let t: TestApp;
  /** The same database behind one proxy the server trusts (TRUST_PROXY=true). */
  let proxied: TestApp;
  let limiter: AttemptLimiter;
  beforeAll(async () => {
    t = await createTestApp(use());
    proxied = await createTestApp(use(), { config: { trustProxy: 1 } });
    limiter = new AttemptLimiter(t.app.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const call = (app: TestApp, url: string, payload: object, from: From = {}) =>
    app.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: from.address ?? '127.0.0.1',
      headers: {
        ...apiHeaders(),
        ...(from.device ? { [DEVICE_HEADER]: from.device } : {}),
        ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      },
    });
  const signin = (email: string, password: string, from: From = {}, app = t) =>
    call(app, '/api/auth/signin', { email, password }, from);
  /** Failures from clients the account does not know, as if an attacker had made them. */
  const fill = async (limit: (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS], value: string) => {
    for (let i = 0; i < limit.limit; i += 1) await limiter.take([[limit, value]]);
  };
  const mailsTo = async (email: string) =>
    (await readOutbox(t.outboxDir)).filter((mail) => mail.to === email);
  /** Follows the reset link mailed to `email` on the client `from`: sets NEW_PASSWORD. */
  const resetByMail = async (email: string, from: From) => {
    const mail = await waitForMail(t.outboxDir, email);
    const link = linkIn(mail, `${t.app.config.publicUrl}/u/reset/password/u/`);
    const [, userId, token] = /\/u\/(\d+)\/t\/([\w-]+)$/.exec(link) ?? [];
    const payload = { userId: Number(userId), token, password: NEW_PASSWORD };
    const res = await call(t, '/api/auth/reset/password', payload, from);
    expect(res.statusCode).toBe(200);
  };

  it('an attacker failing 50 times from client A does not stop the owner on client B', async () => {
    const owner = await createUser(t.app.db);
    // One festival Wi-Fi: both clients share the address.
    const attacker = { device: newDevice(), address: '198.51.100.20' };
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await signin(owner.email, WRONG, attacker));
    // Five at once, then one more only after each wait (2 s, 4 s, …): the loop lasts seconds.
    const checked = answers.filter((res) => res.statusCode === 401);
    expect(checked.length).toBeGreaterThanOrEqual(5);
    expect(checked.length).toBeLessThanOrEqual(8);
    expect(answers.slice(0, 5).map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
    for (const res of answers.filter((answer) => answer.statusCode !== 401)) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject(PAUSED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }

    const ownerClient = { device: newDevice(), address: '198.51.100.20' };
    expect((await signin(owner.email, TEST_PASSWORD, ownerClient)).statusCode).toBe(200);
  });

  it('over the account ceiling a new client gets the link by mail; the owner’s device signs in', async () => {
    const owner = await createUser(t.app.db);
    const phone = { device: newDevice() };
    expect((await signin(owner.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
    // Failures from ever new clients reach the account's ceiling.
    for (let i = 0; i < 3; i += 1) {
      expect((await signin(owner.email, WRONG, { device: newDevice() })).statusCode).toBe(401);
    }
    await fill(AUTH_LIMITS.signinAccount, owner.email);

    const laptop = { device: newDevice() };
    const refused = await signin(owner.email, TEST_PASSWORD, laptop);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(BY_MAIL);
    const mail = await waitForMail(t.outboxDir, owner.email);
    expect(mail.text).toContain('/u/reset/password/u/');
    // More attempts do not flood the mailbox: one mail a quarter hour.
    expect((await signin(owner.email, WRONG, { device: newDevice() })).json()).toMatchObject(
      BY_MAIL,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(owner.email)).toHaveLength(1);

    expect((await signin(owner.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
    // The laptop that followed the mailed link signs in with the new password.
    await resetByMail(owner.email, laptop);
    expect((await signin(owner.email, NEW_PASSWORD, laptop)).statusCode).toBe(200);
  });

  it('many failures from one IP across accounts do not lock another account’s owner', async () => {
    const venue = '203.0.113.50';
    const owner = await createUser(t.app.db);
    const phone = { device: newDevice(), address: venue };
    expect((await signin(owner.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
    // Wrong passwords for random accounts from the venue's address.
    for (let i = 0; i < 3; i += 1) {
      const res = await signin(`random-${i}@example.org`, WRONG, { address: venue });
      expect(res.statusCode).toBe(401);
    }
    await fill(AUTH_LIMITS.signinIp, venue);

    expect((await signin(owner.email, TEST_PASSWORD, phone)).statusCode).toBe(200);
    // A new phone at the venue gets in through the mailbox; elsewhere it signs in as usual.
    const newPhone = { device: newDevice(), address: venue };
    expect((await signin(owner.email, TEST_PASSWORD, newPhone)).json()).toMatchObject(BY_MAIL);
    const atHome = { device: newDevice(), address: '198.51.100.77' };
    expect((await signin(owner.email, TEST_PASSWORD, atHome)).statusCode).toBe(200);
    // Still at the venue, the new phone follows the mailed link and is in.
    await resetByMail(owner.email, newPhone);
    expect((await signin(owner.email, NEW_PASSWORD, newPhone)).statusCode).toBe(200);
  });

  describe('the client address', () => {
    it('without TRUST_PROXY, X-Forwarded-For does not make a new client', async () => {
      const user = await createUser(t.app.db);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const from = { address: '192.0.2.77', forwardedFor: `198.51.100.${i + 1}` };
        statuses.push((await signin(user.email, WRONG, from)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

      // Nor does it escape the limit of the address the request came from.
      await fill(AUTH_LIMITS.signinIp, '192.0.2.78');
      const other = await createUser(t.app.db);
      const from = { address: '192.0.2.78', forwardedFor: '198.51.100.9', device: newDevice() };
      expect((await signin(other.email, TEST_PASSWORD, from)).json()).toMatchObject(BY_MAIL);
    });

    it('without TRUST_PROXY, a proxy’s address is nobody’s: no per-IP limit for it', async () => {
      await fill(AUTH_LIMITS.signinIp, '10.0.0.5');
      const user = await createUser(t.app.db);
      const behindProxy = {
        address: '10.0.0.5',
        forwardedFor: '198.51.100.10',
        device: newDevice(),
      };
      expect((await signin(user.email, TEST_PASSWORD, behindProxy)).statusCode).toBe(200);
    });

    it('with TRUST_PROXY the proxy’s last hop is the client; what the client wrote is ignored', async () => {
      await fill(AUTH_LIMITS.signinIp, '198.51.100.99');
      const user = await createUser(t.app.db);
      const spoofing = { forwardedFor: '10.9.9.9, 198.51.100.99', device: newDevice() };
      const blocked = await signin(user.email, TEST_PASSWORD, spoofing, proxied);
      expect(blocked.json()).toMatchObject(BY_MAIL);
      const other = { forwardedFor: '198.51.100.99, 198.51.100.100', device: newDevice() };
      expect((await signin(user.email, TEST_PASSWORD, other, proxied)).statusCode).toBe(200);
    });
  });

  describe('unknown and known addresses are answered alike', () => {
    /** What an answer shows: status, body and the headers that are not per request. */
    const shown = (res: Awaited<ReturnType<typeof signin>>) => ({
      status: res.statusCode,
      body: res.json<unknown>(),
      retryAfter: res.headers['retry-after'] !== undefined,
      contentType: res.headers['content-type'],
      length: res.headers['content-length'],
    });

    it('on sign-in: wrong password, the pause and the ceiling', async () => {
      const known = await createUser(t.app.db);
      const unknown = `nobody-${randomUUID()}@example.org`;
      const device = newDevice();
      for (const email of [known.email, unknown]) {
        const answers = [];
        for (let i = 0; i < 6; i += 1) {
          answers.push(shown(await signin(email, WRONG, { device, address: '198.51.100.60' })));
        }
        expect(answers.slice(0, 5)).toMatchObject(
          Array(5).fill({ status: 401, body: WRONG_CREDENTIALS }),
        );
        expect(answers[5]).toMatchObject({ status: 429, body: PAUSED, retryAfter: true });
        await fill(AUTH_LIMITS.signinAccount, email);
        const ceiling = shown(await signin(email, WRONG, { device: newDevice() }));
        expect(ceiling).toMatchObject({ status: 429, body: BY_MAIL });
      }
      const knownAnswer = shown(await signin(known.email, WRONG, { device: newDevice() }));
      const unknownAnswer = shown(await signin(unknown, WRONG, { device: newDevice() }));
      expect(knownAnswer).toEqual(unknownAnswer);
    });

    it('on sign-in: a wrong password takes about as long for both', async () => {
      const known = await createUser(t.app.db);
      const median = async (email: string) => {
        const times = [];
        for (let i = 0; i < 3; i += 1) {
          const started = performance.now();
          await signin(email, WRONG, { device: newDevice(), address: '198.51.100.61' });
          times.push(performance.now() - started);
        }
        return times.sort((a, b) => a - b)[1] ?? 0;
      };
      await median(known.email);
      const knownMs = await median(known.email);
      const unknownMs = await median(`nobody-${randomUUID()}@example.org`);
      // Both verify one argon2 hash; without the dummy hash the unknown one would be ~100× faster.
      expect(unknownMs / knownMs).toBeGreaterThan(0.33);
      expect(unknownMs / knownMs).toBeLessThan(3);
    });

    it('on reset requests, also past the per-address limit of mails', async () => {
      const known = await createUser(t.app.db);
      const unknown = `nobody-${randomUUID()}@example.org`;
      const answers = async (email: string) => {
        const all = [];
        for (let i = 0; i <= AUTH_LIMITS.resetAccount.limit; i += 1) {
          const from = { address: `198.51.100.${150 + i}` };
          all.push(shown(await call(t, '/api/auth/reset/request', { email }, from)));
        }
        return all;
      };
      const forKnown = await answers(known.email);
      expect(forKnown).toEqual(await answers(unknown));
      expect(new Set(forKnown.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(forKnown[0]).toMatchObject({
        status: 200,
        body: { message: AUTH_MESSAGES.resetRequested },
      });
    });
  });
});
