import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventArtists, events, venues } from '../../server/db/schema/program';
import { users } from '../../server/db/schema/users';
import { festivalYear } from '../../server/modules/program/festival-year';
import { seedDatabase } from '../../server/seed/seed-database';
import { createTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { validateScheduleJson, validateScheduleXml } from './validate-schedule';

const BIG_YEAR = 2030;
const BIG_EVENTS = 5000;

/** A 5,000-event edition: 40 venues, 500 artists, four festival nights of mixed shows and talks. */
async function insertBigProgram(database: TestDatabase): Promise<void> {
  const { db } = database;
  const venueRows = await db
    .insert(venues)
    .values(Array.from({ length: 40 }, (_, i) => ({ name: `Stage ${i + 1} & "Friends"` })))
    .returning({ id: venues.id });
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        email: `big-artist-${i}@example.org`,
        name: `Big Artist <${i}>`,
        bio: i % 2 ? null : 'Plays loud & late.',
      })),
    )
    .returning({ id: users.id });
  const start = Date.parse('2030-08-14T12:00:00+02:00');
  const rows = Array.from({ length: BIG_EVENTS }, (_, i) => ({
    title: `Set ${i} – Ünïcode & <markup>`,
    description: i % 3 ? null : 'Line one\nline two',
    // Spread over four days and nights, every 5 minutes somewhere.
    dateTime: new Date(start + (i % 1100) * 5 * 60_000),
    endTime: i % 4 ? new Date(start + (i % 1100) * 5 * 60_000 + 45 * 60_000) : null,
    year: BIG_YEAR,
    conference: i % 5 === 0,
    conferenceTopics: i % 5 === 0 ? ['AI'] : [],
    venueId: i % 50 === 0 ? null : (venueRows[i % venueRows.length]?.id ?? null),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(events)
      .values(rows.slice(i, i + 1000))
      .returning({ id: events.id });
    await db.insert(eventArtists).values(
      inserted.map((event, j) => ({
        eventId: event.id,
        userId: people[(i + j) % people.length]?.id ?? 0,
      })),
    );
  }
}

describe('schedule export of the demo festival and of a 5,000-event program', () => {
  let database: TestDatabase;
  let t: TestApp;
  let demoYear: number;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDatabase(database.db);
    demoYear = await festivalYear(database.db);
    await insertBigProgram(database);
    t = await createTestApp(database);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('the demo festival validates as XML and JSON, at version 1 (the seed is its first release)', async () => {
    const xml = await get(`/api/schedule/${demoYear}/de/schedule.xml`);
    expect(xml.statusCode).toBe(200);
    const verdict = await validateScheduleXml(xml.body);
    expect(verdict.output).not.toContain('fails to validate');
    expect(verdict.valid).toBe(true);
    expect(xml.body).toMatch(/<version>1\.[0-9a-f]{8}<\/version>/);
    const json = await get(`/api/schedule/${demoYear}/en/schedule.json`);
    expect(validateScheduleJson(json.json()).errors).toEqual([]);
  }, 120_000);

  it('5,000 events validate as XML and JSON, each once', async () => {
    const xml = await get(`/api/schedule/${BIG_YEAR}/en/schedule.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body.match(/<event /g)?.length).toBe(BIG_EVENTS);
    const verdict = await validateScheduleXml(xml.body);
    expect(verdict.output).not.toContain('fails to validate');
    expect(verdict.valid).toBe(true);
    const json = await get(`/api/schedule/${BIG_YEAR}/de/schedule.json`);
    const document = json.json<{
      schedule: { conference: { days: { rooms: Record<string, unknown[]> }[] } };
    }>();
    const count = document.schedule.conference.days
      .flatMap((day) => Object.values(day.rooms))
      .reduce((sum, list) => sum + list.length, 0);
    expect(count).toBe(BIG_EVENTS);
    expect(validateScheduleJson(document).errors.slice(0, 5)).toEqual([]);
  }, 120_000);
});
