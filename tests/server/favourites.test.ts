import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { favouriteIds } from '../../src/api/contract/program';
import { favourites } from '../../server/db/schema/program';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('favourites', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders(token) });
  const myFavourites = async (token: string) =>
    favouriteIds.parse((await get('/api/event/favourites/my', token)).json());
  const rowsOf = async (userId: number, eventId: number) => {
    const [row] = await use()
      .db.select({ rows: count() })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.eventId, eventId)));
    return row?.rows;
  };

  it('adding and removing are idempotent and show in my favourites', async () => {
    const { token } = p.people.member;
    const { lateNight, keynote } = p.events;
    for (const id of [lateNight, lateNight, keynote]) {
      const res = await get(`/api/event/favourites/add/${id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await myFavourites(token)).toEqual([lateNight, keynote].sort((a, b) => a - b));
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`/api/event/favourites/remove/${lateNight}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect(await myFavourites(token)).toEqual([keynote]);
  });

  it('100 concurrent identical adds leave exactly one row', async () => {
    const { id, token } = p.people.editor;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        get(`/api/event/favourites/add/${p.events.afterMidnight}`, token),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await rowsOf(id, p.events.afterMidnight)).toBe(1);
  });

  it('refuses to add an unknown or draft event with 404, but removing one is fine', async () => {
    const { id, token } = p.people.creator;
    for (const eventId of [424242, p.events.draft]) {
      const res = await get(`/api/event/favourites/add/${eventId}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Event not found' });
      expect(await rowsOf(id, eventId)).toBe(0);
    }
    expect((await get('/api/event/favourites/remove/424242', token)).statusCode).toBe(200);
  });

  it('answers 400 for a non-numeric id', async () => {
    const { token } = p.people.member;
    for (const url of ['/api/event/favourites/add/abc', '/api/event/favourites/remove/1.5']) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('needs a login: 401 without or with a broken token', async () => {
    for (const url of [
      '/api/event/favourites/my',
      `/api/event/favourites/add/${p.events.keynote}`,
      `/api/event/favourites/remove/${p.events.keynote}`,
    ]) {
      for (const token of [undefined, 'not-a-jwt']) {
        const res = await get(url, token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'You are not logged in.' });
      }
    }
  });

  it('my favourites leave out an event that went back to draft', async () => {
    const { id, token } = p.people.admin;
    await use().db.insert(favourites).values({ userId: id, eventId: p.events.draft });
    expect(await myFavourites(token)).toEqual([]);
  });
});
