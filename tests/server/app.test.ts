import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, messageBody } from '../../src/api/contract/common';
import { users } from '../../server/db/schema/users';
import { HttpError } from '../../server/plugins/http-error';
import { loadSigningKey } from '../../server/security/signing-key';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/security/tokens';
import { apiHeaders, createTestApp, createUser, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('app platform', (use) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(use());
    const { app } = t;
    app.get('/api/test/boom', { schema: { response: { 200: messageBody } } }, () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    app.get('/api/test/teapot', { schema: { response: { 200: messageBody } } }, () => {
      throw new HttpError(418, 'I am a teapot');
    });
    app.get(
      '/api/test/promoters',
      { onRequest: app.requireRole('ROLE_PROMOTER'), schema: { response: { 200: messageBody } } },
      () => ({ message: 'welcome' }),
    );
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ count: z.number().int() }), response: { 200: z.unknown() } } },
      (request) => request.body,
    );
    app.get(
      '/api/test/from-mail',
      { config: { public: true }, schema: { response: { 200: messageBody, 400: errorBody } } },
      () => ({ message: 'opened' }),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = apiHeaders()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('GET /api/health answers ok with the database kind, without a frontend token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: use().kind });
  });

  it('every response carries the security headers; only /u/* may be framed', async () => {
    const api = await get('/api/health');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api.headers['x-frame-options']).toBe('DENY');
    const policy = String(api.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self';/);
    const embedded = await get('/u/event/1', { accept: 'text/html' });
    expect(embedded.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embedded.headers['x-frame-options']).toBeUndefined();
  });

  it('an /api call without the frontend token gets 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Missing frontend token' });
    const wrong = await get('/api/auth/me', { 'x-frontend-token': 'other' });
    expect(wrong.statusCode).toBe(400);
  });

  it('routes opened from mails or calendars opt out of the frontend token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/from-mail' });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown /api route is 404 JSON', async () => {
    const res = await get('/api/does/not/exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: 'Not found' });
  });

  it('an unexpected error is 500 without stack or detail', async () => {
    const res = await get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Internal server error' });
    expect(res.body).not.toContain('secret detail');
  });

  it('a thrown HttpError answers with its status and message', async () => {
    const res = await get('/api/test/teapot');
    expect(res.statusCode).toBe(418);
    expect(res.json()).toMatchObject({ message: 'I am a teapot' });
  });

  it('invalid input is 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: apiHeaders(),
      payload: { count: 'many' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^count: /);
  });

  it('malformed JSON is 400, another content type 415', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"count":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'The request body is not valid JSON' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...apiHeaders(), 'content-type': 'text/plain' },
      payload: 'count=1',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toContain('application/json');
  });

  it('a body over 2 MB is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: apiHeaders(),
      payload: { count: 1, padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The request body is too large' });
  });

  describe('guards', () => {
    it('no token, a malformed or a forged token is 401', async () => {
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('1h')
        .sign(new Uint8Array(32));
      for (const token of [undefined, 'garbage', forged]) {
        const res = await get('/api/auth/me', apiHeaders(token));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'You are not logged in.' });
      }
    });

    it('an expired token is 401', async () => {
      const user = await createUser(t.app.db);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now - 120)
        .setExpirationTime(now - 60)
        .sign(await loadSigningKey(t.app.db));
      const res = await get('/api/auth/me', apiHeaders(expired));
      expect(res.statusCode).toBe(401);
    });

    it('the token of a deleted user is 401', async () => {
      const user = await createUser(t.app.db, {}, t.app);
      expect((await get('/api/auth/me', apiHeaders(user.token))).statusCode).toBe(200);
      await t.app.db.delete(users).where(eq(users.id, user.id));
      expect((await get('/api/auth/me', apiHeaders(user.token))).statusCode).toBe(401);
    });

    it('requireRole: 401 without login, 403 with the wrong role, 200 with it or as admin', async () => {
      const member = await createUser(t.app.db, { roles: ['ROLE_USER'] }, t.app);
      const promoter = await createUser(t.app.db, { roles: ['ROLE_PROMOTER'] }, t.app);
      const admin = await createUser(t.app.db, { roles: ['ROLE_ADMIN'] }, t.app);
      expect((await get('/api/test/promoters')).statusCode).toBe(401);
      const forbidden = await get('/api/test/promoters', apiHeaders(member.token));
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ message: 'Forbidden' });
      expect((await get('/api/test/promoters', apiHeaders(promoter.token))).statusCode).toBe(200);
      expect((await get('/api/test/promoters', apiHeaders(admin.token))).statusCode).toBe(200);
    });
  });
});

forEachDatabase('signing key', (use) => {
  it('is created once and shared by concurrent first starts', async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadSigningKey(use().db)));
    expect(keys[0]).toHaveLength(32);
    for (const key of keys) expect(Buffer.from(key).equals(Buffer.from(keys[0] ?? []))).toBe(true);
    const again = await loadSigningKey(use().db);
    expect(Buffer.from(again).equals(Buffer.from(keys[0] ?? []))).toBe(true);
  });
});
