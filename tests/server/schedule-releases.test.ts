import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventDto } from '../../src/api/contract/program';
import { programChanges, programReleases } from '../../server/db/schema/program';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

/** Issue #40: every published change of the program becomes one release (version). */
forEachDatabase('program releases', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload,
      headers: apiHeaders(p.people.admin.token),
    });
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: apiHeaders(p.people.admin.token) });
  const latest = async () => {
    const [release] = await use()
      .db.select()
      .from(programReleases)
      .orderBy(desc(programReleases.id))
      .limit(1);
    if (!release) return { version: null, changes: [] };
    const changes = await use()
      .db.select()
      .from(programChanges)
      .where(eq(programChanges.releaseId, release.id))
      .orderBy(asc(programChanges.id));
    return { version: release.id, changes };
  };

  const event = {
    title: 'Sunrise',
    dateTime: '2025-08-16T05:00',
    conference: false,
    genres: [],
    state: 'PUBLISHED',
  };

  it('a draft makes no version; publishing it is "new", moving it "moved", deleting "cancelled"', async () => {
    const before = (await latest()).version;
    const draft = eventDto.parse((await post('event/create', { ...event, state: 'DRAFT' })).json());
    expect((await latest()).version).toBe(before);
    await post('event/update', { ...event, id: draft.id, state: 'DRAFT', title: 'Still draft' });
    expect((await latest()).version).toBe(before);

    expect((await get(`event/state/change/${draft.id}/PUBLISHED`)).statusCode).toBe(200);
    const published = await latest();
    expect(published.version).not.toBe(before);
    expect(published.changes).toMatchObject([
      {
        eventId: draft.id,
        kind: 'new',
        year: 2025,
        before: null,
        after: { title: 'Still draft', start: '2025-08-16T05:00:00+02:00', venue: null },
      },
    ]);

    await post('event/update', {
      ...event,
      id: draft.id,
      title: 'Still draft',
      dateTime: '2025-08-16T06:00',
      venueId: p.venues.club,
    });
    const moved = await latest();
    expect(moved.version).toBeGreaterThan(published.version ?? 0);
    expect(moved.changes).toMatchObject([
      {
        kind: 'moved',
        before: { start: '2025-08-16T05:00:00+02:00', venue: null },
        after: { start: '2025-08-16T06:00:00+02:00', venue: 'Club Ost' },
      },
    ]);
    expect(moved.changes[0]?.eventGuid).toBe(published.changes[0]?.eventGuid);

    await post('event/update', {
      ...event,
      id: draft.id,
      title: 'Sunrise Set',
      dateTime: '2025-08-16T06:00',
      venueId: p.venues.club,
    });
    expect((await latest()).changes).toMatchObject([
      { kind: 'changed', before: { title: 'Still draft' }, after: { title: 'Sunrise Set' } },
    ]);

    // Saving without a visible change adds no version.
    const unchanged = (await latest()).version;
    await post('event/update', {
      ...event,
      id: draft.id,
      title: 'Sunrise Set',
      dateTime: '2025-08-16T06:00',
      venueId: p.venues.club,
      description: 'Only the text',
    });
    expect((await latest()).version).toBe(unchanged);

    expect((await get(`event/delete/${draft.id}`)).statusCode).toBe(200);
    expect((await latest()).changes).toMatchObject([
      { eventId: draft.id, kind: 'cancelled', before: { title: 'Sunrise Set' }, after: null },
    ]);
  });

  it('taking an event back to draft cancels it; deleting its venue moves the events held there', async () => {
    expect((await get(`event/state/change/${p.events.keynote}/DRAFT`)).statusCode).toBe(200);
    expect((await latest()).changes).toMatchObject([
      { eventId: p.events.keynote, kind: 'cancelled' },
    ]);
    expect((await get(`venue/delete/${p.venues.hall}`)).statusCode).toBe(200);
    expect((await latest()).changes).toMatchObject([
      {
        eventId: p.events.lateNight,
        kind: 'moved',
        before: { venue: 'Halle am Wasser' },
        after: { venue: null },
      },
    ]);
  });
});
