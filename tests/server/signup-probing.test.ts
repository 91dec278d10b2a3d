import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/api/contract/auth';
import { DEVICE_HEADER } from '../../src/api/contract/sign-in-limits';
import { AUTH_LIMITS } from '../../server/modules/auth/limits';
import {
  apiHeaders,
  createTestApp,
  createUser,
  readOutbox,
  type TestApp,
  waitForMail,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

const EMAIL_EXISTS = { message: AUTH_MESSAGES.emailExists };
const TOO_MANY = { message: AUTH_MESSAGES.tooManyAttempts };
const newDevice = () => `test-${randomUUID()}`;

forEachDatabase('sign-up probing', (use) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(use());
  }, 60_000);
  afterAll(() => t.close());

  const signupBody = (email: string, overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      firstName: 'Ann',
      lastName: 'Lee',
      name: `probe${n}`,
      email,
      password: 'Secret1!x',
      ...overrides,
    };
  };
  const post = (
    url: string,
    payload: object,
    from: { device?: string; address: string; language?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: from.address,
      headers: {
        ...apiHeaders(),
        ...(from.device ? { [DEVICE_HEADER]: from.device } : {}),
        ...(from.language ? { 'accept-language': from.language } : {}),
      },
    });
  const signup = (email: string, from: { device?: string; address: string }) =>
    post('/api/auth/signup', signupBody(email), from);
  const checkoutSignup = (email: string, from: { device?: string; address: string }) =>
    post('/api/auth/order/signup/simple', { signupRequest: signupBody(email), cart: [] }, from);

  it('one device probes a limited number of addresses an hour, then gets 429 with Retry-After', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(t.app.db)));
    const probe = { device: newDevice(), address: '198.51.100.1' };
    const answers = [];
    for (let i = 0; i < AUTH_LIMITS.signupDevice.limit; i += 1) {
      const email = members[i % members.length]?.email ?? '';
      answers.push(await signup(email, probe));
    }
    // The spec's answers stay while under the limit.
    for (const res of answers) expect(res.json()).toMatchObject(EMAIL_EXISTS);

    for (const res of [
      await signup(members[0]?.email ?? '', probe),
      await signup(`free-${randomUUID()}@example.org`, probe),
      await checkoutSignup(members[1]?.email ?? '', probe),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject(TOO_MANY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // Another device on the same network is not affected.
    const neighbour = { device: newDevice(), address: '198.51.100.1' };
    expect((await signup(members[0]?.email ?? '', neighbour)).json()).toMatchObject(EMAIL_EXISTS);
  });

  it('one address probes a limited number an hour across devices and both sign-up routes', async () => {
    const member = await createUser(t.app.db);
    const address = '198.51.100.2';
    for (let i = 0; i < AUTH_LIMITS.signupIp.limit; i += 1) {
      const from = { device: newDevice(), address };
      const res =
        i % 2 ? await signup(member.email, from) : await checkoutSignup(member.email, from);
      expect(res.statusCode).toBe(403);
    }
    const over = await checkoutSignup(member.email, { device: newDevice(), address });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject(TOO_MANY);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await signup(member.email, { address: '198.51.100.3' })).statusCode).toBe(403);
  });

  it('the confirmation mail carries no text the sign-up chose, in either language', async () => {
    for (const language of ['de', 'en']) {
      const email = `target-${language}-${randomUUID()}@example.org`;
      const body = signupBody(email, {
        firstName: 'Visit evil.example',
        lastName: 'now',
        name: `evil${n}`,
      });
      const from = { device: newDevice(), address: '198.51.100.4', language };
      expect((await post('/api/auth/signup', body, from)).statusCode).toBe(201);
      const mail = await waitForMail(t.outboxDir, email);
      expect(mail.text.startsWith(language === 'de' ? 'Hallo,' : 'Hello,')).toBe(true);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|Visit/);

      // Nor does a reset mail while the address is unconfirmed.
      const reset = await post('/api/auth/reset/request', { email }, from);
      expect(reset.statusCode).toBe(200);
      const resetMail = await vi.waitUntil(
        async () =>
          (await readOutbox(t.outboxDir)).find(
            (mail) => mail.to === email && mail.text.includes('/u/reset/password/'),
          ),
        { timeout: 5000, interval: 50 },
      );
      expect(resetMail.text.startsWith(language === 'de' ? 'Hallo,' : 'Hello,')).toBe(true);
      expect(resetMail.text).not.toMatch(/evil|Visit/);
    }
  });
});
