import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, venues } from '../../server/db/schema/program';
import { users } from '../../server/db/schema/users';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from '../server/program-fixture';
import { isWellFormedXml, validateScheduleJson, validateScheduleXml } from './validate-schedule';

interface JsonEvent {
  guid: string;
  title: string;
  date: string;
  start: string;
  duration: string;
  room: string;
  track: string | null;
  persons: { guid: string; name: string }[];
}
interface JsonDay {
  index: number;
  date: string;
  day_start: string;
  day_end: string;
  rooms: Record<string, JsonEvent[]>;
}
interface JsonSchedule {
  schedule: {
    version: string;
    conference: {
      acronym: string;
      title: string;
      tracks: { name: string }[];
      rooms: { name: string; guid: string }[];
      days: JsonDay[];
    };
  };
}

/** The changelog release in an export's `<version>` ("12.3f9a0c1e" → 12). */
const releaseOf = (version: string | undefined) => Number(version?.split('.')[0]);

describe('the schedule validators', () => {
  it('accept the pretalx example and refuse a broken copy', () => {
    const file = join(import.meta.dirname, '../../../shared/interop/example-pretalx-democon.json');
    // The example lives outside the repository; a clean clone checks the copy-free cases only.
    let example: JsonSchedule | null = null;
    try {
      example = JSON.parse(readFileSync(file, 'utf8')) as JsonSchedule;
    } catch {
      example = null;
    }
    if (example) expect(validateScheduleJson(example).errors).toEqual([]);
    expect(validateScheduleJson({ schedule: { version: '1' } }).valid).toBe(false);
  });
});

forEachDatabase('schedule export', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const admin = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload,
      headers: apiHeaders(p.people.admin.token),
    });
  const xml = () => get('/api/schedule/2025/de/schedule.xml');
  const json = async (lang = 'en') =>
    (await get(`/api/schedule/2025/${lang}/schedule.json`)).json<JsonSchedule>();

  it('serves a schedule.xml that the C3VOC XSD accepts, as application/vnd.c3voc.schedule+xml, without a token', async () => {
    const res = await xml();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.c3voc.schedule+xml; charset=utf-8');
    const verdict = await validateScheduleXml(res.body);
    expect(verdict.output).not.toContain('fails to validate');
    expect(verdict.valid).toBe(true);
  });

  it('serves a schedule.json that the C3VOC JSON schema accepts', async () => {
    const res = await get('/api/schedule/2025/en/schedule.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(validateScheduleJson(res.json()).errors).toEqual([]);
  });

  it('holds the published events of the edition only, with the stored GUIDs of events, rooms and persons', async () => {
    const doc = await json();
    const all = doc.schedule.conference.days.flatMap((day) => Object.values(day.rooms).flat());
    expect(all.map((e) => e.title).sort()).toEqual(['After Midnight', 'Keynote', 'Late Night']);
    const body = (await xml()).body;
    expect(body).not.toContain('Secret Draft');
    expect(body).not.toContain('Last Year');
    const [late] = await use()
      .db.select({ guid: events.guid })
      .from(events)
      .where(eq(events.id, p.events.lateNight));
    const [hall] = await use()
      .db.select({ guid: venues.guid })
      .from(venues)
      .where(eq(venues.id, p.venues.hall));
    const [ellen] = await use()
      .db.select({ guid: users.guid })
      .from(users)
      .where(eq(users.id, p.people.ellen.id));
    const lateNight = all.find((e) => e.title === 'Late Night');
    expect(lateNight).toMatchObject({
      guid: late?.guid,
      room: 'Halle am Wasser',
      date: '2025-08-15T23:30:00+02:00',
      start: '23:30',
      duration: '03:30',
      track: 'House',
    });
    expect(lateNight?.persons[0]).toEqual(
      expect.objectContaining({ guid: ellen?.guid, name: 'Ellen Allien' }),
    );
    expect(doc.schedule.conference.rooms).toContainEqual(
      expect.objectContaining({ name: 'Halle am Wasser', guid: hall?.guid }),
    );
    expect(body).toContain(`<event guid="${late?.guid}" id="${p.events.lateNight}">`);
    expect(body).toContain(`<room name="Halle am Wasser" guid="${hall?.guid}">`);
    expect(body).toContain(`<person guid="${ellen?.guid}">Ellen Allien</person>`);
  });

  it('groups by festival night: a 01:00 set belongs to the day before, days run 06:00 to 06:00', async () => {
    const { days } = (await json()).schedule.conference;
    expect(days.map((d) => [d.index, d.date, d.day_start, d.day_end])).toEqual([
      [1, '2025-08-15', '2025-08-15T06:00:00+02:00', '2025-08-16T06:00:00+02:00'],
    ]);
    const titles = Object.values(days[0]?.rooms ?? {})
      .flat()
      .map((e) => e.title);
    expect(titles).toContain('After Midnight');
  });

  it('takes tracks from genres and conference topics, and texts in the language asked for', async () => {
    const en = await json('en');
    const de = await json('de');
    expect(en.schedule.conference.tracks.map((track) => track.name)).toEqual(
      expect.arrayContaining(['AI', 'Data', 'House', 'Techno']),
    );
    expect(en.schedule.conference.acronym).toBe('festival-2025-en');
    expect(de.schedule.conference.acronym).toBe('festival-2025-de');
    const roomsEn = Object.keys(en.schedule.conference.days[0]?.rooms ?? {});
    const roomsDe = Object.keys(de.schedule.conference.days[0]?.rooms ?? {});
    // The keynote has no venue: it is on the festival grounds, named in each language.
    expect(roomsEn).toContain('Festival grounds');
    expect(roomsDe).toContain('Festivalgelände');
  });

  it('answers 304 to a current ETag, and a new version and ETag after a published change', async () => {
    const first = await xml();
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/api/schedule/2025/de/schedule.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const version = /<version>([\w.]+)<\/version>/.exec(first.body)?.[1];

    const moved = await admin('event/update', {
      id: p.events.afterMidnight,
      title: 'After Midnight',
      dateTime: '2025-08-16T02:00',
      conference: false,
      genres: [],
      venueId: p.venues.club,
    });
    expect(moved.statusCode).toBe(200);
    const after = await get('/api/schedule/2025/de/schedule.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const newVersion = /<version>([\w.]+)<\/version>/.exec(after.body)?.[1];
    expect(releaseOf(newVersion)).toBeGreaterThan(releaseOf(version));
    expect(after.body).toContain('<date>2025-08-16T02:00:00+02:00</date>');

    // A draft edit changes nothing a schedule app sees: same version.
    await admin('event/update', {
      id: p.events.draft,
      title: 'Secret Draft v2',
      dateTime: '2025-08-16T20:00',
      conference: false,
      genres: [],
      state: 'DRAFT',
    });
    const afterDraft = await xml();
    expect(/<version>([\w.]+)<\/version>/.exec(afterDraft.body)?.[1]).toBe(newVersion);
    expect(afterDraft.body).not.toContain('Secret Draft');
  });

  it('gives a new version, in the same release, to an edit the changelog does not list', async () => {
    const first = await xml();
    const version = /<version>([\w.]+)<\/version>/.exec(first.body)?.[1];
    await use()
      .db.update(users)
      .set({ bio: 'Plays the long set at dawn.' })
      .where(eq(users.id, p.people.ellen.id));
    const after = await get('/api/schedule/2025/de/schedule.xml', {
      'if-none-match': String(first.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const json = await get('/api/schedule/2025/de/schedule.json');
    expect(json.body).toContain('Plays the long set at dawn.');
    expect(json.json<JsonSchedule>().schedule.version).toBe(
      /<version>([\w.]+)<\/version>/.exec(after.body)?.[1],
    );
    const newVersion = /<version>([\w.]+)<\/version>/.exec(after.body)?.[1];
    expect(newVersion).not.toBe(version);
    expect(releaseOf(newVersion)).toBe(releaseOf(version));
  });

  it('serves brotli to clients that take it, the same document', async () => {
    const plain = await xml();
    const br = await get('/api/schedule/2025/de/schedule.xml', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 404 with a code for an edition without a published program, 400 for an unknown language', async () => {
    const none = await get('/api/schedule/2031/en/schedule.json');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'scheduleExport.nothingPublished' });
    expect((await get('/api/schedule/2025/fr/schedule.xml')).statusCode).toBe(400);
  });

  it('publishes an Atom feed of the changelog that is well-formed XML', async () => {
    const res = await get('/api/schedule/2025/en/changelog.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await isWellFormedXml(res.body)).toBe(true);
    expect(res.body).toContain('Moved: After Midnight');
  });
});
