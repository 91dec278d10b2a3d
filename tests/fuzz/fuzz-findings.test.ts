/**
 * What the fuzzer (malformed-requests.test.ts) found, one focused test each: answers the router
 * gave past the error handler, values zod let through that the database cannot hold, and a
 * foreign-key failure behind an admin's edit of a missing user.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/api/contract/common';
import { PEOPLE_MESSAGES } from '../../src/api/contract/people';
import { REFERENCE_MESSAGES } from '../../src/api/contract/reference';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';

forEachDatabase('fuzz findings', (use) => {
  let t: TestApp;
  let admin: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp(use());
    admin = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });

  it('answers a path that is not valid URL encoding with 400 and a plain message', async () => {
    const res = await get('/api/event/get/single/%ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request path is not a valid URL' });
  });

  it('answers an overlong path parameter with 414 and without echoing it', async () => {
    const res = await get(`/api/ticket/scan/${"' OR 1=1 --".repeat(20)}`, admin.token);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ message: 'A part of the request path is too long' });
  });

  it('refuses an id past the integer range in a path as bad input', async () => {
    const res = await get('/api/event/get/single/2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^id: /);
    expect((await get('/api/event/get/single/2147483647')).statusCode).toBe(404);
  });

  it('answers a value the database cannot hold with 400, not 500', async () => {
    let res = await post(
      '/api/user/website/visible/toggle',
      { id: 2_147_483_648, state: true },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: API_MESSAGES.invalidValue });
    // A NUL character cannot be stored or compared as PostgreSQL text.
    res = await get('/api/order/%00/pay');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: API_MESSAGES.invalidValue });
  });

  it('an admin editing a user nobody has gets 404, an unknown tag 400', async () => {
    let res = await post(
      '/api/user/update',
      { userId: 999_999, firstName: 'Nobody', tags: [{ id: null, name: 'ghost' }] },
      admin.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: PEOPLE_MESSAGES.userNotFound });
    res = await post('/api/user/update', { tags: [999_999] }, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: REFERENCE_MESSAGES.unknownTag });
  });
});
