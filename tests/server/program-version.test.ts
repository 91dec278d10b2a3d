import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventList } from '../../src/api/contract/program';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { eventGenres, events, venues } from '../../server/db/schema/program';
import { genres } from '../../server/db/schema/reference';
import { users } from '../../server/db/schema/users';
import { watchProgramVersion } from '../../server/modules/program/program-version';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('program answer from memory', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  /** Another node's connection on PostgreSQL; PGlite serves one node, so its own. */
  let other: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    other = use().kind === 'postgres' ? await openDatabase(use().config) : use().handle;
  });
  afterAll(async () => {
    await t.close();
    if (other !== use().handle) await other.close();
  });

  const program = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/event/get/all/year',
      headers: { ...apiHeaders(), ...headers },
      payload: { year: 2025 },
    });

  it('sends the program brotli- or gzip-compressed as the client accepts, the same JSON each', async () => {
    const plain = await program();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const titles = eventList.parse(plain.json()).map((event) => event.title);
    expect(titles).toEqual(['Keynote', 'Late Night', 'After Midnight']);
    const br = await program({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await program({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain, br, gz].map((res) => res.headers.etag)).size).toBe(1);
  });

  it("sees every node's committed change at once: event, genre, venue and artist renames", async () => {
    const changes: (() => Promise<unknown>)[] = [
      () => other.db.update(events).set({ title: 'Late' }).where(eq(events.id, p.events.lateNight)),
      () =>
        other.db.update(genres).set({ name: 'Deep House' }).where(eq(genres.id, p.genres.house)),
      () => other.db.update(venues).set({ name: 'Halle' }).where(eq(venues.id, p.venues.hall)),
      () => other.db.update(users).set({ name: 'Ellen' }).where(eq(users.id, p.people.ellen.id)),
      () =>
        other.db.transaction(async (tx) => {
          await tx.delete(eventGenres).where(eq(eventGenres.eventId, p.events.lateNight));
          await tx
            .insert(eventGenres)
            .values({ eventId: p.events.lateNight, genreId: p.genres.ambient });
        }),
    ];
    for (const change of changes) {
      const before = await program();
      await change();
      const after = await program({ 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toBe(before.body);
    }
  });

  it('keeps the ETag across changes the program does not show', async () => {
    const before = await program();
    await other.db.update(users).set({ bio: 'New bio' }).where(eq(users.id, p.people.ellen.id));
    const [ellen] = await other.db.select().from(users).where(eq(users.id, p.people.ellen.id));
    // Written, but to the value it had: nothing the program shows changed.
    await other.db.update(users).set({ name: ellen?.name }).where(eq(users.id, p.people.ellen.id));
    const after = await program({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('counts a transaction of many rows as one change, and a rolled-back one as none', async () => {
    const version = await watchProgramVersion(use().handle);
    try {
      const start = await version.current();
      await expect(
        other.db.transaction(async (tx) => {
          await tx.update(events).set({ title: 'Gone' }).where(eq(events.year, 2025));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await version.current()).toBe(start);
      await other.db
        .update(events)
        .set({ description: 'Same for all' })
        .where(eq(events.year, 2025));
      const once = await version.current();
      expect(once).not.toBe(start);
      expect(await version.current()).toBe(once);
    } finally {
      await version.close();
    }
  });
});
