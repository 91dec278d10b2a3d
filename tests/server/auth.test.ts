import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionProfile, sessionUser } from '../../src/api/contract/auth';
import { SIGNIN_LIMIT_MESSAGES } from '../../src/api/contract/sign-in-limits';
import { users } from '../../server/db/schema/users';
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

const PASSWORD = 'Secret1!x';

forEachDatabase('auth', (use) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(use());
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...apiHeaders(), ...headers }, payload });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
  const signupBody = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      firstName: 'Ann',
      lastName: 'Lee',
      name: `ann${n}`,
      email: `ann${n}@example.org`,
      password: PASSWORD,
      ...overrides,
    };
  };
  const signin = (email: string, password = PASSWORD) =>
    post('/api/auth/signin', { email, password });

  describe('signup → confirm → signin', () => {
    it('works end to end through the mailed link', async () => {
      const body = signupBody({ email: `  Mixed.Case${n}@Example.org ` });
      const email = body.email.trim().toLowerCase();
      const res = await post('/api/auth/signup', body, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toMatch(/confirm/);

      expect((await signin(email)).statusCode).toBe(403);
      expect((await signin(email)).json()).toMatchObject({
        message: 'Please confirm your e-mail address first.',
      });

      const mail = await waitForMail(t.outboxDir, email);
      expect(mail.subject).toBe('Please confirm your e-mail address');
      const link = new URL(linkIn(mail, `${t.app.config.publicUrl}/confirm-account?token=`));
      const token = link.searchParams.get('token') ?? '';
      const confirmUrl = `/api/auth/confirm-account?token=${encodeURIComponent(token)}`;
      const confirmed = await get(confirmUrl);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ message: 'Account confirmed' });
      expect((await get(confirmUrl)).statusCode).toBe(400);

      const session = await signin(body.email);
      expect(session.statusCode).toBe(200);
      const user = sessionUser.parse(session.json());
      expect(user).toMatchObject({
        email,
        name: body.name,
        fullName: 'Ann Lee',
        roles: ['ROLE_USER'],
        favourites: [],
        firstLogin: true,
      });
      const me = await get('/api/auth/me', user.accessToken);
      expect(me.statusCode).toBe(200);
      expect(sessionProfile.parse(me.json()).id).toBe(user.id);
    });

    it('the confirmation mail is German by default', async () => {
      const body = signupBody();
      await post('/api/auth/signup', body);
      const mail = await waitForMail(t.outboxDir, body.email);
      expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
      expect(mail.text).toMatch(/^Hallo,\n/);
      expect(mail.text).not.toContain('Ann');
      expect(mail.text).toContain('danke für deine Registrierung');
    });

    it('stores no password or token in clear', async () => {
      const body = signupBody();
      await post('/api/auth/signup', body);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const mail = await waitForMail(t.outboxDir, body.email);
      const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
      expect(row?.confirmationTokenHash).not.toContain(token);
      expect(row?.confirmed).toBe(false);
    });
  });

  describe('signup', () => {
    it('a taken nickname (any case) is 404; a confirmed e-mail is 403, an unconfirmed one gives way', async () => {
      const first = signupBody();
      expect((await post('/api/auth/signup', first)).statusCode).toBe(201);
      const sameName = await post(
        '/api/auth/signup',
        signupBody({ name: first.name.toUpperCase() }),
      );
      expect(sameName.statusCode).toBe(404);
      expect(sameName.json()).toMatchObject({ message: 'Name already exists' });
      const [unconfirmed] = await t.app.db.select().from(users).where(eq(users.email, first.email));
      // Nobody confirmed the first sign-up: one with its address (any case) replaces it, so an
      // address cannot be squatted; its own nickname is no obstacle.
      const again = await post(
        '/api/auth/signup',
        signupBody({ email: first.email.toUpperCase(), name: first.name }),
      );
      expect(again.statusCode, again.body).toBe(201);
      const rows = await t.app.db.select().from(users).where(eq(users.email, first.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toBe(unconfirmed?.id);
      // A confirmed account holds its address for good.
      const owner = await createUser(t.app.db);
      const sameEmail = await post(
        '/api/auth/signup',
        signupBody({ email: owner.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(403);
      expect(sameEmail.json()).toMatchObject({ message: 'Email already exists' });
    });

    it('bad input is 400 naming the field', async () => {
      const weak = await post('/api/auth/signup', signupBody({ password: 'short' }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json<{ message: string }>().message).toMatch(/^password: /);
      const email = await post('/api/auth/signup', signupBody({ email: 'nope' }));
      expect(email.json()).toMatchObject({ message: 'email: E-mail must be valid' });
      const long = await post('/api/auth/signup', signupBody({ name: 'x'.repeat(21) }));
      expect(long.json<{ message: string }>().message).toMatch(/^name: /);
    });

    it('stores a PNG image sent with the signup and refuses other data', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
      const body = signupBody({ image: `data:image/png;base64,${png.toString('base64')}` });
      expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.imageFileId).toEqual(expect.any(Number));
      const bad = await post('/api/auth/signup', signupBody({ image: 'aGVsbG8=' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/^image: /);
    });

    it('concurrent signups with one e-mail leave exactly one account; a confirmed one keeps it', async () => {
      const email = `race${n}@example.org`;
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map(() => post('/api/auth/signup', signupBody({ email }))),
      );
      // Unconfirmed sign-ups replace each other: any may be accepted, an overlapping one refused.
      const statuses = results.map((r) => r.statusCode);
      expect(statuses).toContain(201);
      expect(statuses.filter((status) => status !== 201 && status !== 403)).toEqual([]);
      const rows = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      const owner = await createUser(t.app.db);
      const late = await Promise.all(
        [1, 2, 3].map(() => post('/api/auth/signup', signupBody({ email: owner.email }))),
      );
      expect(late.map((r) => r.statusCode)).toEqual([403, 403, 403]);
      const held = await t.app.db.select().from(users).where(eq(users.email, owner.email));
      expect(held.map((row) => row.id)).toEqual([owner.id]);
    });

    it('concurrent signups with one nickname create exactly one account', async () => {
      const name = `racer${n}`;
      const results = await Promise.all(
        [1, 2, 3].map(() => post('/api/auth/signup', signupBody({ name }))),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404, 404]);
    });
  });

  describe('confirm-account', () => {
    it('an unknown or missing token is 400', async () => {
      const res = await get('/api/auth/confirm-account?token=unknown');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'This confirmation link is invalid or has expired.',
      });
      const missing = await get('/api/auth/confirm-account');
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toMatch(/^token: /);
    });

    it('an expired token is 400', async () => {
      const body = signupBody();
      await post('/api/auth/signup', body);
      const mail = await waitForMail(t.outboxDir, body.email);
      const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
      await t.app.db
        .update(users)
        .set({ confirmationTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.email, body.email));
      expect((await get(`/api/auth/confirm-account?token=${token}`)).statusCode).toBe(400);
    });
  });

  describe('signin', () => {
    it('a wrong password and an unknown e-mail get the same 401', async () => {
      const user = await createUser(t.app.db);
      const wrong = await signin(user.email, 'Wrong1!xx');
      const unknown = await signin(`nobody${n}@example.org`, TEST_PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'You entered the wrong email or password' });
      }
      expect((await signin(user.email.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('a phantom account cannot log in', async () => {
      const phantom = await createUser(t.app.db, { roles: ['ROLE_PHANTOM', 'ROLE_ARTIST'] });
      const res = await signin(phantom.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'You entered the wrong email or password' });
    });

    it('missing fields are 400', async () => {
      const res = await post('/api/auth/signin', { email: 'a@b.de' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'password: Required' });
    });

    it('a burst of wrong passwords from one client: the free attempts, then waits', async () => {
      const email = `guess${n}@example.org`;
      const results = await Promise.all(
        Array.from({ length: 11 }, () => signin(email, 'Wrong1!xx')),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(6).fill(429)]);
      expect(results.find((r) => r.statusCode === 429)?.json()).toMatchObject({
        message: SIGNIN_LIMIT_MESSAGES.signinPaused,
      });
      expect((await signin(`other${n}@example.org`, 'Wrong1!xx')).statusCode).toBe(401);
    });

    it('past 10 reset requests an hour for one e-mail the answer stays, the mails stop', async () => {
      const user = await createUser(t.app.db);
      const answers: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await post('/api/auth/reset/request', { email: user.email });
        answers.push(`${res.statusCode} ${res.body}`);
      }
      expect(new Set(answers).size).toBe(1);
      const mails = async () =>
        (await readOutbox(t.outboxDir)).filter((mail) => mail.to === user.email).length;
      await vi.waitUntil(async () => (await mails()) === 10, { timeout: 5000, interval: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mails()).toBe(10);
    });
  });

  describe('password reset', () => {
    const resetRequested =
      'If an account exists for this e-mail, we sent a link to reset the password.';

    it('request → mailed link → new password → old one refused, link single use', async () => {
      const user = await createUser(t.app.db, { confirmed: false });
      const res = await post('/api/auth/reset/request', { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: resetRequested });

      const mail = await waitForMail(t.outboxDir, user.email);
      const link = linkIn(mail, `${t.app.config.publicUrl}/u/reset/password/u/`);
      const [, userId, token] = /\/u\/(\d+)\/t\/([\w-]+)$/.exec(link) ?? [];
      expect(Number(userId)).toBe(user.id);

      const reset = { userId: user.id, token, password: 'Brand1!new' };
      const done = await post('/api/auth/reset/password', reset);
      expect(done.statusCode).toBe(200);
      expect((await post('/api/auth/reset/password', reset)).json()).toMatchObject({
        message: 'This reset link is invalid or has expired.',
      });
      expect((await signin(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      // The link proved the e-mail, so the unconfirmed account is confirmed now.
      expect((await signin(user.email, 'Brand1!new')).statusCode).toBe(200);
    });

    it('an unknown e-mail gets the same answer and no mail', async () => {
      const email = `ghost${n}@example.org`;
      const res = await post('/api/auth/reset/request', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: resetRequested });
      await expect(waitForMail(t.outboxDir, email, 300)).rejects.toThrow();
    });

    it('a wrong, expired or other user’s token is 400; a weak password too', async () => {
      const user = await createUser(t.app.db);
      const other = await createUser(t.app.db);
      await post('/api/auth/reset/request', { email: user.email });
      const mail = await waitForMail(t.outboxDir, user.email);
      const token = /\/t\/([\w-]+)/.exec(mail.text)?.[1] ?? '';
      const attempt = (body: object) => post('/api/auth/reset/password', body);

      expect(
        (await attempt({ userId: user.id, token: 'x', password: 'Brand1!new' })).statusCode,
      ).toBe(400);
      expect((await attempt({ userId: other.id, token, password: 'Brand1!new' })).statusCode).toBe(
        400,
      );
      const weak = await attempt({ userId: user.id, token, password: 'weak' });
      expect(weak.json<{ message: string }>().message).toMatch(/^password: /);

      await t.app.db
        .update(users)
        .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, user.id));
      expect((await attempt({ userId: user.id, token, password: 'Brand1!new' })).statusCode).toBe(
        400,
      );
    });
  });
});
