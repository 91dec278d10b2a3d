import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '../../src/api/contract/program';
import { preferredEncoding } from '../../server/modules/program/accept-encoding';
import { createProgramCache } from '../../server/modules/events/program-cache';

const event = (id: number, year: number): EventDto => ({
  id,
  title: `Set ${id}`,
  description: null,
  dateTime: `${year}-08-15T22:00:00+02:00`,
  end: null,
  ticketLink: null,
  conference: false,
  genres: [],
  thumbnail: null,
  artists: [],
  year,
  venue: null,
  conferenceTopics: [],
  conferenceType: null,
  instagramLink: null,
  facebookLink: null,
  state: 'PUBLISHED',
  createdBy: null,
  editableBy: [],
  activeInCurrentEventRotation: false,
  updatedAt: '2025-08-01T10:00:00.000Z',
  revision: 0,
});

function fixture() {
  const state = { version: 'v1', loads: [] as number[], defaults: 0, fail: false };
  const cache = createProgramCache({
    version: { current: () => Promise.resolve(state.version), close: () => Promise.resolve() },
    defaultYear: () => {
      state.defaults += 1;
      return Promise.resolve(2025);
    },
    load: (year) => {
      state.loads.push(year);
      if (state.fail) return Promise.reject(new Error('database down'));
      return Promise.resolve([event(1, year), event(2, year)]);
    },
  });
  return { state, cache };
}

describe('program cache', () => {
  it('builds a year once per version however many requests ask at once', async () => {
    const { state, cache } = fixture();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.program(2025)));
    expect(state.loads).toEqual([2025]);
    expect(new Set(answers).size).toBe(1);
    await cache.program(undefined);
    expect(state.defaults).toBe(1);
    expect(state.loads).toEqual([2025]);
  });

  it('builds again after the version changed, with a new ETag only when the body changed', async () => {
    const { state, cache } = fixture();
    const first = await cache.program(2025);
    state.version = 'v2';
    const second = await cache.program(2025);
    expect(state.loads).toEqual([2025, 2025]);
    expect(second).not.toBe(first);
    expect(second.etag).toBe(first.etag);
    expect((await cache.program(2024)).etag).not.toBe(first.etag);
  });

  it('keeps the JSON, gzip and brotli bodies of the contract-checked list', async () => {
    const { cache } = fixture();
    const { encoded, etag } = await cache.program(2025);
    const json = encoded.identity.toString('utf8');
    expect(JSON.parse(json)).toEqual([event(1, 2025), event(2, 2025)]);
    expect(gunzipSync(encoded.gzip).toString('utf8')).toBe(json);
    expect(brotliDecompressSync(encoded.br).toString('utf8')).toBe(json);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
  });

  it('tries a failed build again on the next request and forgets everything on clear', async () => {
    const { state, cache } = fixture();
    state.fail = true;
    await expect(cache.program(2025)).rejects.toThrow('database down');
    state.fail = false;
    await cache.program(2025);
    cache.clear();
    await cache.program(2025);
    expect(state.loads).toEqual([2025, 2025, 2025]);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.2', 'gzip'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %j answers %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
