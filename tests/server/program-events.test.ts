import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventDto, eventList } from '../../src/api/contract/program';
import { eventArtists, events } from '../../server/db/schema/program';
import { settings } from '../../server/db/schema/reference';
import { users } from '../../server/db/schema/users';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('program events', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers = apiHeaders()) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers = apiHeaders()) =>
    t.app.inject({ method: 'GET', url, headers });
  const titles = (body: unknown) => eventList.parse(body).map((event) => event.title);

  it('lists the published events of the newest year by start, valid against the contract', async () => {
    const res = await post('/api/event/get/all/year', {});
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Keynote', 'Late Night', 'After Midnight']);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
  });

  it('answers an event with its artists in order, genres, venue, thumbnail and Berlin times', async () => {
    const res = await post('/api/event/get/all/year', { year: 2025 });
    const late = eventList.parse(res.json()).find((event) => event.id === p.events.lateNight);
    expect(late).toMatchObject({
      dateTime: '2025-08-15T23:30:00+02:00',
      end: '2025-08-16T03:00:00+02:00',
      thumbnail: `/api/file/${p.imageId}`,
      venue: { id: p.venues.hall, name: 'Halle am Wasser' },
      genres: [
        { id: p.genres.house, name: 'House' },
        { id: p.genres.techno, name: 'Techno' },
      ],
      artists: [
        {
          id: p.people.ellen.id,
          name: 'Ellen Allien',
          profilePicture: `/api/file/${p.imageId}`,
          labelRole: 'Artist',
        },
        {
          id: p.people.speaker.id,
          name: 'Ada Speaker',
          profilePicture: null,
          labelRole: 'Speaker',
        },
      ],
      state: 'PUBLISHED',
      createdBy: p.people.creator.id,
      editableBy: [],
      year: 2025,
    });
  });

  it('answers another year when asked, and the default-year setting when not', async () => {
    expect(titles((await post('/api/event/get/all/year', { year: 2024 })).json())).toEqual([
      'Last Year',
    ]);
    await use().db.insert(settings).values({ key: 'defaultYear', value: 2024 });
    try {
      expect(titles((await post('/api/event/get/all/year', {})).json())).toEqual(['Last Year']);
    } finally {
      await use().db.delete(settings).where(eq(settings.key, 'defaultYear'));
    }
  });

  it('answers 304 without a body while nothing changed, 200 again after any change', async () => {
    const first = await post('/api/event/get/all/year', { year: 2025 });
    const etag = String(first.headers.etag);
    const again = await post(
      '/api/event/get/all/year',
      { year: 2025 },
      {
        ...apiHeaders(),
        'if-none-match': etag,
      },
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const otherYear = await post('/api/event/get/all/year', { year: 2024 });
    expect(otherYear.headers.etag).not.toBe(etag);

    const etagAfter = async (change: () => Promise<unknown>) => {
      const before = String((await post('/api/event/get/all/year', { year: 2025 })).headers.etag);
      await change();
      const res = await post(
        '/api/event/get/all/year',
        { year: 2025 },
        {
          ...apiHeaders(),
          'if-none-match': before,
        },
      );
      expect(res.statusCode).toBe(200);
      return String(res.headers.etag);
    };
    const { db } = use();
    // An edit of the event itself, a reorder of its artists, and a rename of an artist.
    await etagAfter(() =>
      db.update(events).set({ title: 'Late Night!' }).where(eq(events.id, p.events.lateNight)),
    );
    const renamed = await post('/api/event/get/all/year', { year: 2025 });
    expect(titles(renamed.json())).toContain('Late Night!');
    await etagAfter(() =>
      db
        .update(eventArtists)
        .set({ position: 5 })
        .where(eq(eventArtists.userId, p.people.ellen.id)),
    );
    await etagAfter(() =>
      db.update(users).set({ name: 'Ellen A.' }).where(eq(users.id, p.people.ellen.id)),
    );
    await db.update(events).set({ title: 'Late Night' }).where(eq(events.id, p.events.lateNight));
    await db
      .update(eventArtists)
      .set({ position: 0 })
      .where(eq(eventArtists.userId, p.people.ellen.id));
    await db.update(users).set({ name: 'Ellen Allien' }).where(eq(users.id, p.people.ellen.id));
  });

  it('groups events by their programme day: a festival night runs until 06:00', async () => {
    const day15 = await post('/api/event/getByDate', { date: '2025-08-15' });
    expect(day15.statusCode).toBe(200);
    // The 01:00 set after the night of the 15th belongs to that night (festival day ends 06:00).
    expect(titles(day15.json())).toEqual(['Keynote', 'Late Night', 'After Midnight']);
    const day16 = await post('/api/event/getByDate', { date: '2025-08-16' });
    expect(titles(day16.json())).toEqual([]);
  });

  it('refuses a malformed day with 400 and a message', async () => {
    const res = await post('/api/event/getByDate', { date: '15.08.2025' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('date') as string });
  });

  it('answers one published event to anybody', async () => {
    const res = await get(`/api/event/get/single/${p.events.lateNight}`);
    expect(res.statusCode).toBe(200);
    const event = eventDto.parse(res.json());
    expect(event.artists.map((artist) => artist.name)).toEqual(['Ellen Allien', 'Ada Speaker']);
  });

  it('answers a draft only to its creator, editors and admins', async () => {
    const url = `/api/event/get/single/${p.events.draft}`;
    const { creator, editor, admin, member } = p.people;
    for (const token of [creator.token, editor.token, admin.token]) {
      const res = await get(url, apiHeaders(token));
      expect(res.statusCode).toBe(200);
      expect(eventDto.parse(res.json())).toMatchObject({
        state: 'DRAFT',
        editableBy: [editor.id],
      });
    }
    for (const headers of [apiHeaders(), apiHeaders(member.token)]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Event not found' });
    }
  });

  it('answers 404 for an unknown event and 400 for a non-numeric id', async () => {
    expect((await get('/api/event/get/single/99999')).statusCode).toBe(404);
    const bad = await get('/api/event/get/single/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('leaves drafts out of every list', async () => {
    const byIds = await post('/api/event/get/favourites/year', {
      ids: [p.events.draft, p.events.keynote, p.events.lastYear, 424242],
    });
    expect(byIds.statusCode).toBe(200);
    expect(titles(byIds.json())).toEqual(['Last Year', 'Keynote']);
    const day = await post('/api/event/getByDate', { date: '2025-08-16' });
    expect(titles(day.json())).not.toContain('Secret Draft');
  });

  it('refuses bad id lists and calls without the frontend token', async () => {
    expect((await post('/api/event/get/favourites/year', { ids: ['x'] })).statusCode).toBe(400);
    expect((await post('/api/event/get/favourites/year', {})).statusCode).toBe(400);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/event/get/all/year',
      payload: {},
    });
    expect(noToken.statusCode).toBe(400);
  });
});
