import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteMapDto } from '@/api/contract/site-map';
import { db, SITE_MAP_KEY } from '../db';
import type { FetchFn } from '../http';
import { createFakeApi, type FakeAnswer } from '../testing/fake-api';
import { resetDb } from '../testing/reset-db';
import { syncSiteMap } from './sync-site-map';

const MAP: SiteMapDto = {
  plan: { fileId: 7, url: '/api/file/7', mime: 'image/svg+xml', width: 800, height: 600 },
  points: [
    { id: 1, kind: 'stage', venueId: 3, name: null, x: 0.2, y: 0.4, reference: false },
    { id: 2, kind: 'toilets', venueId: null, name: 'Klos', x: 0.9, y: 0.9, reference: false },
  ],
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6"></svg>';

/** The site map route as the test says, and the plan's file as plain bytes. */
const siteMapApi = (answer: () => FakeAnswer, image: () => Response | 'network') => {
  const api = createFakeApi({ 'GET /api/site-map': answer });
  const imageCalls: string[] = [];
  const fetch: FetchFn = async (input, init) => {
    if (!input.startsWith('/api/file/')) return api.fetch(input, init);
    imageCalls.push(input);
    const response = image();
    if (response === 'network') throw new TypeError('Failed to fetch');
    return response;
  };
  return { fetch, calls: api.calls, imageCalls };
};

beforeEach(resetDb);

describe('syncSiteMap', () => {
  it('stores the map and the plan picture for offline use, then revalidates with the ETag', async () => {
    const api = siteMapApi(
      () => ({ status: 200, body: MAP, etag: '"m1"' }),
      () => new Response(SVG, { headers: { 'content-disposition': 'attachment' } }),
    );
    expect(await syncSiteMap({ fetch: api.fetch, now: () => 5 })).toBe('updated');
    const row = await db.siteMap.get(SITE_MAP_KEY);
    expect(row?.map).toEqual(MAP);
    expect(new TextDecoder().decode(row?.image ?? new ArrayBuffer(0))).toBe(SVG);
    expect(await db.syncMeta.get('siteMap')).toMatchObject({ etag: '"m1"', lastUpdated: 5 });

    // Same plan address: the picture is not fetched again.
    expect(await syncSiteMap({ fetch: api.fetch })).toBe('updated');
    expect(api.imageCalls).toEqual(['/api/file/7']);
    expect(api.calls.at(-1)?.headers['if-none-match']).toBe('"m1"');
  });

  it('keeps the old copy when the picture cannot be fetched', async () => {
    await db.siteMap.put({ key: SITE_MAP_KEY, map: { plan: null, points: [] }, image: null });
    const api = siteMapApi(
      () => ({ status: 200, body: MAP, etag: '"m2"' }),
      () => 'network',
    );
    expect(await syncSiteMap({ fetch: api.fetch })).toBe('failed');
    expect((await db.siteMap.get(SITE_MAP_KEY))?.map).toEqual({ plan: null, points: [] });
    expect((await db.syncMeta.get('siteMap'))?.etag ?? null).toBeNull();
  });

  it('keeps the stored map on a 304 and when offline', async () => {
    await db.siteMap.put({
      key: SITE_MAP_KEY,
      map: MAP,
      image: new TextEncoder().encode(SVG).buffer,
    });
    const unchanged = siteMapApi(
      () => ({ status: 304 }),
      () => 'network',
    );
    expect(await syncSiteMap({ fetch: unchanged.fetch })).toBe('unchanged');
    const offline = siteMapApi(
      () => 'network',
      () => 'network',
    );
    expect(await syncSiteMap({ fetch: offline.fetch })).toBe('failed');
    expect((await db.siteMap.get(SITE_MAP_KEY))?.map).toEqual(MAP);
  });

  it('refuses an answer that breaks the contract', async () => {
    const api = siteMapApi(
      () => ({ status: 200, body: { plan: 'x' } }),
      () => 'network',
    );
    expect(await syncSiteMap({ fetch: api.fetch })).toBe('failed');
    expect(await db.siteMap.count()).toBe(0);
  });
});
