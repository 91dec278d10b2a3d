import { afterAll, beforeAll, expect, it } from 'vitest';
import { changelogDto } from '../../src/api/contract/schedule-export';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from '../server/program-fixture';

forEachDatabase('public changelog', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    const staff = { headers: apiHeaders(p.people.admin.token) };
    const ok = (res: { statusCode: number }) => expect(res.statusCode).toBe(200);
    ok(
      await t.app.inject({
        method: 'GET',
        url: `/api/event/state/change/${p.events.draft}/PUBLISHED`,
        ...staff,
      }),
    );
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/event/update',
        payload: {
          id: p.events.lateNight,
          title: 'Late Night',
          dateTime: '2025-08-15T23:00',
          end: '2025-08-16T03:00',
          conference: false,
          genres: [p.genres.techno, p.genres.house],
          venueId: p.venues.club,
        },
        ...staff,
      }),
    );
    ok(
      await t.app.inject({ method: 'GET', url: `/api/event/delete/${p.events.keynote}`, ...staff }),
    );
  }, 120_000);
  afterAll(() => t?.close());

  const changelog = async (year: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/schedule/${year}/changelog` });
    expect(res.statusCode).toBe(200);
    return changelogDto.parse(res.json());
  };

  it('lists one version per published change, newest first, with its kind and before/after', async () => {
    const log = await changelog(2025);
    expect(log.releases.map((r) => r.changes.map((c) => [c.eventId, c.kind]))).toEqual([
      [[p.events.keynote, 'cancelled']],
      [[p.events.lateNight, 'moved']],
      [[p.events.draft, 'new']],
    ]);
    const versions = log.releases.map((r) => r.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(log.version).toBe(versions[0]);
    expect(log.releases[1]?.changes[0]).toMatchObject({
      before: { start: '2025-08-15T23:30:00+02:00', venue: 'Halle am Wasser' },
      after: { start: '2025-08-15T23:00:00+02:00', venue: 'Club Ost' },
    });
  });

  it('keeps editions apart: 2024 has no changes', async () => {
    expect(await changelog(2024)).toEqual({ year: 2024, version: 0, releases: [] });
  });

  it('the Atom feed has the same versions in the same order, in German and English', async () => {
    const log = await changelog(2025);
    for (const [lang, cancelled] of [
      ['en', 'Cancelled: Keynote'],
      ['de', 'Abgesagt: Keynote'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/schedule/2025/${lang}/changelog.atom`,
      });
      const ids = [...res.body.matchAll(/<id>[^<]*#v(\d+)<\/id>/g)].map((m) => Number(m[1]));
      expect(ids).toEqual(log.releases.map((r) => r.version));
      expect(res.body).toContain(cancelled);
      const etag = String(res.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/schedule/2025/${lang}/changelog.atom`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});
