import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

/** Cache-Control of private answers and who may frame which page (issue #42, findings 9, 10). */
describe('response headers', () => {
  let database: TestDatabase;
  let dist: string;
  let t: TestApp;
  let withOrigins: TestApp;
  let member: CreatedUser;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'festival-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Festival</title>');
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { distDir: dist });
    withOrigins = await createTestApp(
      {
        ...database,
        config: { ...database.config, frameAncestors: ['https://festival.example'] },
      },
      { distDir: dist },
    );
    member = await createUser(database.db, {}, t.app);
  });
  afterAll(async () => {
    await withOrigins.close();
    await t.close();
    await database.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (app: TestApp, url: string) =>
    app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it.each([
    '/api/auth/me',
    '/api/ticket/my/all',
    '/api/order/my',
    '/api/user/get/{me}',
    '/api/event/favourites/my',
    '/api/push/publicKey/get',
  ])('%s is no-store', async (path) => {
    const url = path.replace('{me}', String(member.id));
    const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders(member.token) });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toMatch(/(^|[ ,])no-store($|,)/);
  });

  it('error answers of the API are no-store too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: apiHeaders() });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the public program keeps its revalidated caching with an ETag', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/event/get/all/year',
      headers: apiHeaders(),
      payload: {},
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/event/get/all/year',
      headers: { ...apiHeaders(), 'if-none-match': etag },
      payload: {},
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/u/events', '/u/event/7', '/u/user/3', '/u/plan/abc'])(
    '%s may be framed by any site',
    async (url) => {
      for (const app of [t, withOrigins]) {
        const res = await page(app, url);
        expect(res.headers['content-security-policy']).toContain('frame-ancestors *;');
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
    },
  );

  it.each(['/u/shop', '/u/reset/password/x', '/u', '/u/events/extra/part', '/events', '/login'])(
    '%s may not be framed by default',
    async (url) => {
      const res = await page(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none';");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('FRAME_ANCESTORS lets its origins frame the other /u/* pages, never the member app', async () => {
    const shop = await page(withOrigins, '/u/shop');
    expect(shop.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://festival.example;",
    );
    expect(shop.headers['x-frame-options']).toBeUndefined();
    const member = await page(withOrigins, '/events');
    expect(member.headers['content-security-policy']).toContain("frame-ancestors 'none';");
    expect(member.headers['x-frame-options']).toBe('DENY');
  });
});
