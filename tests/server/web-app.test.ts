import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../../server/db/schema/program';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

const INDEX = '<!doctype html><title>Festival</title>';

describe('web app serving', () => {
  let database: TestDatabase;
  let t: TestApp;
  let dist: string;
  let program: ProgramFixture;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'festival-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'main-3f9a1c.js'), 'console.log(1);');
    await writeFile(join(dist, 'sw.js'), 'self.skipWaiting();');
    await writeFile(join(dist, 'manifest.webmanifest'), '{}');
    database = await createTestDatabase('pglite');
    t = await createTestApp(database, { distDir: dist });
    program = await seedProgram(t.app.db, t.app);
    // The draft gets a photo too: its page must not name it.
    await t.app.db
      .update(events)
      .set({ thumbnailFileId: program.imageId })
      .where(eq(events.id, program.events.draft));
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('hashed assets are cached for a year, immutable', async () => {
    const res = await get('/assets/main-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sw.js, the manifest and index.html are revalidated on every load', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('page requests for app routes get index.html (SPA fallback)', async () => {
    for (const url of ['/', '/events', '/u/event/7?iframe=true', '/user/3']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("an event's page preloads its photo with the page, a published event's only", async () => {
    const photo = `</api/file/${program.imageId}>; rel=preload; as=image; fetchpriority=high`;
    for (const url of [
      `/u/event/${program.events.lateNight}?iframe=true`,
      `/event/${program.events.lateNight}`,
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers.link).toBe(photo);
    }
    for (const url of [
      `/u/event/${program.events.draft}`, // a draft's photo stays with its editors
      `/u/event/${program.events.afterMidnight}`, // no photo
      '/u/event/999999999', // no such event
      '/u/event/99999999999', // beyond the id column: no lookup
      '/u/events',
      `/u/user/${program.people.ellen.id}`,
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('/u/* pages may be framed as configured, other pages not', async () => {
    const embedded = await get('/u/events', { accept: 'text/html' });
    expect(embedded.headers['content-security-policy']).toContain('frame-ancestors *');
    const member = await get('/events', { accept: 'text/html' });
    expect(member.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('no fallback for /api, /ws, missing files or non-page requests', async () => {
    const api = await get('/api/nothing', { ...apiHeaders(), accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found' });
    expect((await get('/ws', { accept: 'text/html' })).statusCode).toBe(404);
    const missing = await get('/assets/gone-123.js', { accept: '*/*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Not found' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/events',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('paths cannot escape the dist folder', async () => {
    const res = await get('/../package.json');
    expect(res.body).not.toContain('"name": "festival"');
    const encoded = await get('/assets/..%2f..%2fpackage.json');
    expect(encoded.body).not.toContain('"name": "festival"');
  });
});
