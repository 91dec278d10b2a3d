import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistList, filterValuesDto, venueList } from '../../src/api/contract/program';
import { artistPage, venueNames } from '../../src/api/contract/program-requests';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from '../../src/api/contract/conference';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES, type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('program artists, venues, filter values and files', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = apiHeaders()) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: apiHeaders() });

  it('lists the visible artists and speakers by name, with genres and years', async () => {
    const res = await get('/api/artist/get/all');
    expect(res.statusCode).toBe(200);
    expect(artistList.parse(res.json())).toEqual([
      {
        id: p.people.speaker.id,
        name: 'Ada Speaker',
        profilePicture: null,
        labelRole: 'Speaker',
        genres: [],
        years: [2025],
      },
      {
        id: p.people.ellen.id,
        name: 'Ellen Allien',
        profilePicture: `/api/file/${p.imageId}`,
        labelRole: 'Artist',
        genres: [
          { id: p.genres.ambient, name: 'Ambient' },
          { id: p.genres.techno, name: 'Techno' },
        ],
        years: [2024, 2025],
      },
    ]);
  });

  it('answers 304 to a current artist, venue or filter-values copy', async () => {
    for (const url of ['/api/artist/get/all', '/api/venue/all', '/api/filter/program/get']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await get(url, { ...apiHeaders(), 'if-none-match': `W/${etag}, "other"` });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      const stale = await get(url, { ...apiHeaders(), 'if-none-match': '"stale"' });
      expect(stale.statusCode, url).toBe(200);
    }
  });

  it('pages the artists from 0, filtered by letter and search', async () => {
    const all = await post('/api/artist/get/all/visible/page/0', {});
    expect(all.statusCode).toBe(200);
    expect(artistPage.parse(all.json())).toMatchObject({
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
    });
    const byLetter = artistPage.parse(
      (await post('/api/artist/get/all/visible/page/0', { filter: { character: 'E' } })).json(),
    );
    expect(byLetter.content.map((artist) => artist.name)).toEqual(['Ellen Allien']);
    const bySearch = artistPage.parse(
      (await post('/api/artist/get/all/visible/page/0', { filter: { search: 'speak' } })).json(),
    );
    expect(bySearch.content.map((artist) => artist.name)).toEqual(['Ada Speaker']);
    const wildcard = artistPage.parse(
      (await post('/api/artist/get/all/visible/page/0', { filter: { search: '%' } })).json(),
    );
    expect(wildcard.totalElements).toBe(0);
    const beyond = artistPage.parse((await post('/api/artist/get/all/visible/page/3', {})).json());
    expect(beyond).toMatchObject({ content: [], number: 3, first: false, last: true });
  });

  it('refuses a bad page number or letter with 400', async () => {
    expect((await post('/api/artist/get/all/visible/page/-1', {})).statusCode).toBe(400);
    expect((await post('/api/artist/get/all/visible/page/x', {})).statusCode).toBe(400);
    const letter = await post('/api/venue/filtered', { filter: { character: 'AB' } });
    expect(letter.statusCode).toBe(400);
    expect(letter.json()).toHaveProperty('message');
  });

  it('lists venues, their names, and venues filtered by letter and search', async () => {
    const all = venueList.parse((await get('/api/venue/all')).json());
    expect(all).toEqual([
      {
        id: p.venues.club,
        name: 'Club Ost',
        latitude: null,
        longitude: null,
        image: null,
        website: 'https://club-ost.example',
      },
      {
        id: p.venues.hall,
        name: 'Halle am Wasser',
        latitude: 52.5,
        longitude: 13.45,
        image: `/api/file/${p.imageId}`,
        website: null,
      },
    ]);
    const names = venueNames.parse((await get('/api/venue/names/get')).json());
    expect(names.map((venue) => venue.name)).toEqual(['Club Ost', 'Halle am Wasser']);
    const byLetter = venueList.parse(
      (await post('/api/venue/filtered', { filter: { character: 'h' } })).json(),
    );
    expect(byLetter.map((venue) => venue.name)).toEqual(['Halle am Wasser']);
    const bySearch = venueList.parse(
      (await post('/api/venue/filtered', { filter: { search: 'OST' } })).json(),
    );
    expect(bySearch.map((venue) => venue.name)).toEqual(['Club Ost']);
  });

  it('offers the programme days and genres of the published program plus the fixed conference lists', async () => {
    const res = await get('/api/filter/program/get');
    expect(res.statusCode).toBe(200);
    expect(filterValuesDto.parse(res.json())).toEqual({
      // A festival night runs until 06:00 Berlin time, so the 01:00 set on the 16th belongs to the
      // night of the 15th; the draft on the 16th does not count.
      allDates: ['2025-08-15'],
      allGenres: [
        { id: p.genres.house, name: 'House' },
        { id: p.genres.techno, name: 'Techno' },
      ],
      allConferenceTypes: [...CONFERENCE_TYPES],
      allConferenceTopics: [...CONFERENCE_TOPICS],
    });
  });

  it('serves a stored file by id without the frontend token, cacheable for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/file/${p.imageId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG_BYTES)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/file/${p.imageId}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing file and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/file/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/file/x1' })).statusCode).toBe(400);
  });
});
