import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { PNG_BYTES, type ProgramFixture, seedProgram } from './program-fixture';

// A JSON answer well above the 1 KiB threshold, such as the artists of a real festival.
const LARGE = Array.from({ length: 200 }, (_, id) => ({ id, name: `Artist ${id}`, genres: [] }));

describe('answer compression', () => {
  let database: TestDatabase;
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    t.app.get('/api/test/large', () => LARGE);
    t.app.get('/api/test/small', () => ({ ok: true }));
    p = await seedProgram(t.app.db, t.app);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...apiHeaders(), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends a large JSON answer in the best encoding the client accepts', async () => {
    const br = await get('/api/test/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LARGE);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 3);

    const gzip = await get('/api/test/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE);
  });

  it('sends it plain to a client that accepts no encoding, and small answers always plain', async () => {
    const plain = await get('/api/test/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);

    const small = await get('/api/test/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('leaves the precompressed program as it is, compressed once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/event/get/all/year',
      payload: {},
      headers: { ...apiHeaders(), 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const events = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(events.length).toBeGreaterThan(0);
  });

  it('does not compress images', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/file/${p.imageId}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});
