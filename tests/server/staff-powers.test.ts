/**
 * Issue #42, staff powers: the e-mail search lists no addresses, a push to someone else is an
 * admin's logged announcement, venues follow the creator rule, and every staff change leaves one
 * audit row written with it (none when it is refused or fails).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditPage } from '../../src/api/contract/audit';
import { adminVenueList, createdId, createdUser } from '../../src/api/contract/management';
import { eventDto } from '../../src/api/contract/program';
import { messageReportCreated } from '../../src/api/contract/safety';
import { auditLog } from '../../server/db/schema/audit';
import { events, venues } from '../../server/db/schema/program';
import { chatMessages } from '../../server/db/schema/social';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('staff powers', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  let conf: CreatedUser;
  let promoter: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    conf = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_CONF_MANAGER'] }, t.app);
    promoter = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_PROMOTER'] }, t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      payload: payload as object,
      headers: apiHeaders(token),
    });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: apiHeaders(token) });
  const admin = () => p.people.admin.token;
  const creator = () => p.people.creator.token;
  const auditRows = () => use().db.select().from(auditLog).orderBy(asc(auditLog.id));
  const lastAuditId = async () => (await auditRows()).at(-1)?.id ?? 0;
  const rowsAfter = async (id: number) => (await auditRows()).filter((row) => row.id > id);

  describe('e-mail search (exact address or a prefix of three or more, no listing)', () => {
    it('finds nothing by a part in the middle of the address', async () => {
      for (const text of ['example.org', 'member@example.org', 'ia-member']) {
        const res = await get(`user/search/email/${text}`, creator());
        expect(res.statusCode, text).toBe(404);
        expect(res.json()).toMatchObject({ message: 'No user with that email found.' });
      }
      expect((await get('user/search/email/ab', creator())).statusCode).toBe(400);
    });

    it("shows a prefix match only as far as it was typed: the admin's address stays hidden", async () => {
      const res = await get('user/search/email/alma', creator());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: p.people.admin.id, name: 'First Alma Admin', email: 'alma…' },
      ]);
      expect(res.body).not.toContain('@');
      // The part after '@' is typed too: still no more than was typed.
      const domain = await get('user/search/email/alma-admin@exa', creator());
      expect(domain.json()).toEqual([
        { id: p.people.admin.id, name: 'First Alma Admin', email: 'alma-admin@exa…' },
      ]);
    });

    it('answers an exact address in full, whatever its case', async () => {
      const res = await get('user/search/email/ALMA-ADMIN@example.org', creator());
      expect(res.json()).toEqual([
        { id: p.people.admin.id, name: 'First Alma Admin', email: 'alma-admin@example.org' },
      ]);
    });

    it('answers at most five accounts', async () => {
      for (let i = 0; i < 7; i += 1) {
        await createUser(use().db, { email: `crowd-${i}-${process.pid}@example.org` });
      }
      const res = await get('user/search/email/crowd-', creator());
      expect(res.json<unknown[]>()).toHaveLength(5);
    });
  });

  describe('push/send', () => {
    const notice = { title: 'Login', text: 'Log in at evil.example' };

    it('refuses a promoter or conference manager a push to someone else, and logs nothing', async () => {
      const before = await lastAuditId();
      for (const token of [creator(), promoter.token, conf.token]) {
        const res = await post(
          'push/send',
          { user: p.people.member.id, notificationRequest: notice },
          token,
        );
        expect(res.statusCode).toBe(403);
      }
      expect(await rowsAfter(before)).toEqual([]);
    });

    it("logs an admin's announcement with its text and recipient; a push to oneself is no announcement", async () => {
      const before = await lastAuditId();
      const own = await post(
        'push/send',
        { user: p.people.member.id, notificationRequest: { title: 'Test' } },
        p.people.member.token,
      );
      expect(own.statusCode).toBe(200);
      const sent = await post(
        'push/send',
        {
          user: p.people.member.id,
          notificationRequest: { title: 'Gate B', text: 'Opens at 18:00' },
        },
        admin(),
      );
      expect(sent.statusCode).toBe(200);
      expect(await rowsAfter(before)).toEqual([
        expect.objectContaining({
          actorId: p.people.admin.id,
          action: 'announcement.send',
          targetKind: 'announcement',
          targetId: p.people.member.id,
          summary: 'Gate B: Opens at 18:00',
        }),
      ]);
    });
  });

  describe('venues follow the creator rule', () => {
    it("refuses another staff member's change and delete; the creator and admins may", async () => {
      const venue = createdId.parse(
        (await post('venue/update', { name: 'Promoter Hall' }, creator())).json(),
      ).id;
      const before = await lastAuditId();
      const change = { id: venue, name: 'Taken Hall' };
      expect((await post('venue/update', change, conf.token)).statusCode).toBe(403);
      expect((await post('venue/update', change, promoter.token)).statusCode).toBe(403);
      expect((await get(`venue/delete/${venue}`, conf.token)).statusCode).toBe(403);
      expect((await get(`venue/delete/${venue}`, promoter.token)).statusCode).toBe(403);
      const [kept] = await use().db.select().from(venues).where(eq(venues.id, venue));
      expect(kept?.name).toBe('Promoter Hall');
      expect(await rowsAfter(before)).toEqual([]);

      const list = async (token: string) =>
        adminVenueList.parse((await get('venue/admin/all', token)).json());
      expect((await list(conf.token)).find((v) => v.id === venue)?.canEdit).toBe(false);
      expect((await list(creator())).find((v) => v.id === venue)?.canEdit).toBe(true);
      expect((await list(admin())).every((v) => v.canEdit)).toBe(true);
      // Seeded venues have no creator: only admins change them.
      expect((await list(creator())).find((v) => v.id === p.venues.hall)?.canEdit).toBe(false);

      expect(
        (await post('venue/update', { ...change, name: 'Own Hall' }, creator())).json(),
      ).toEqual(expect.objectContaining({ id: venue, name: 'Own Hall' }));
      expect((await get(`venue/delete/${venue}`, admin())).statusCode).toBe(200);
    });
  });

  describe('deleting a venue', () => {
    it('tells how many events use it, and leaves those events without a venue (TBA)', async () => {
      const venue = createdId.parse(
        (await post('venue/update', { name: 'Short-lived Hall' }, admin())).json(),
      ).id;
      const event = { title: 'Hall Night', dateTime: '2025-08-14T21:00', conference: false };
      const night = eventDto.parse(
        (await post('event/create', { ...event, genres: [], venueId: venue }, admin())).json(),
      ).id;
      const listed = adminVenueList.parse((await get('venue/admin/all', admin())).json());
      expect(listed.find((v) => v.id === venue)?.eventCount).toBe(1);
      expect(listed.find((v) => v.id === p.venues.hall)?.eventCount).toBeGreaterThan(0);

      expect((await get(`venue/delete/${venue}`, admin())).statusCode).toBe(200);
      const [left] = await use().db.select().from(events).where(eq(events.id, night));
      expect(left?.venueId).toBeNull();
      await get(`event/delete/${night}`, admin());
    });
  });

  describe('audit log', () => {
    it('writes one row for every kind of staff action, without names or addresses', async () => {
      const before = await lastAuditId();
      const event = {
        title: 'Audit Night',
        dateTime: '2025-08-14T21:00',
        conference: false,
        genres: [],
      };
      const created = eventDto.parse((await post('event/create', event, admin())).json()).id;
      await post('event/update', { ...event, id: created, title: 'Audit Night II' }, admin());
      await get(`event/state/change/${created}/DRAFT`, admin());
      await get(`event/state/change/${created}/PUBLISHED`, admin());
      await post(`event/share/${created}`, { ids: [p.people.editor.id] }, admin());
      await get(`event/delete/${created}`, admin());

      const artist = createdId.parse(
        (await post('artist/edit', { name: 'Audit Artist' }, creator())).json(),
      ).id;
      await post('artist/edit', { id: artist, name: 'Audit Artist Two' }, creator());
      await post(`artist/share/${artist}`, { ids: [p.people.editor.id] }, creator());
      await post('user/website/visible/toggle', { id: artist, state: false }, admin());
      await post('user/website/visible/toggle', { id: artist, state: true }, admin());

      const venue = createdId.parse(
        (await post('venue/update', { name: 'Audit Hall' }, creator())).json(),
      ).id;
      await post('venue/update', { id: venue, name: 'Audit Hall Two' }, creator());
      await get(`venue/delete/${venue}`, creator());

      const email = `audited-${process.pid}@example.org`;
      const user = createdUser.parse(
        (await post('user/create/ROLE_USER', { email }, admin())).json(),
      ).user.id;
      const edit = { userId: user, email, genre: [], tags: [], professions: [], socials: {} };
      await post('user/admin/update', { ...edit, bio: 'Plays' }, admin());
      await post(
        'user/roles/update',
        { userId: user, roles: ['ROLE_USER', 'ROLE_PROMOTER'] },
        admin(),
      );
      await post('user/welcome/send', { userId: user, text: 'Hi' }, admin());
      await get(`user/delete/${user}`, admin());
      await post(
        'push/send',
        { user: p.people.member.id, notificationRequest: { title: 'Hello' } },
        admin(),
      );
      const [message] = await use()
        .db.insert(chatMessages)
        .values({
          clientId: `audit-${process.pid}`,
          senderId: p.people.creator.id,
          recipientId: p.people.member.id,
          content: 'Audit me',
        })
        .returning({ id: chatMessages.id });
      const report = messageReportCreated.parse(
        (await post('chat/reports', { messageId: message?.id }, p.people.member.token)).json(),
      ).id;
      await post(`management/reports/${report}/handled`, undefined, promoter.token);

      const rows = await rowsAfter(before);
      expect(rows.map((row) => row.action)).toEqual([
        'event.create',
        'event.update',
        'event.draft',
        'event.publish',
        'event.share',
        'event.delete',
        'artist.create',
        'artist.update',
        'artist.share',
        'artist.hide',
        'artist.show',
        'venue.create',
        'venue.update',
        'venue.delete',
        'user.create',
        'user.update',
        'user.roles',
        'user.welcome',
        'user.delete',
        'announcement.send',
        'report.handle',
      ]);
      // The order desk's actions are covered by tests/shop/order-desk-actions.test.ts, the
      // schedule import's by tests/schedule-import/schedule-import.test.ts.
      const management = AUDIT_ACTIONS.filter(
        (action) => !action.startsWith('order.') && !action.startsWith('schedule.'),
      );
      expect(new Set(rows.map((row) => row.action))).toEqual(new Set(management));
      const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
      expect(byAction['event.delete']).toMatchObject({
        actorId: p.people.admin.id,
        targetKind: 'event',
        targetId: created,
        summary: 'Audit Night II',
      });
      expect(byAction['event.share']?.summary).toBe(`Audit Night II: #${p.people.editor.id}`);
      expect(byAction['artist.update']).toMatchObject({
        actorId: p.people.creator.id,
        targetId: artist,
        summary: 'name',
      });
      expect(byAction['venue.delete']).toMatchObject({
        targetId: venue,
        summary: 'Audit Hall Two',
      });
      expect(byAction['user.update']?.summary).toBe('bio');
      expect(byAction['user.roles']?.summary).toBe('ROLE_USER → ROLE_PROMOTER, ROLE_USER');
      expect(byAction['user.delete']).toMatchObject({
        targetId: user,
        summary: 'ROLE_PROMOTER, ROLE_USER',
      });
      // A handled report names the report, never the message or the people in it.
      expect(byAction['report.handle']).toMatchObject({
        actorId: promoter.id,
        targetKind: 'report',
        targetId: report,
        summary: '',
      });
      for (const row of rows) {
        expect(row.summary).not.toContain('@');
        expect(row.summary).not.toContain('Audit Artist');
      }
    });

    it('writes no row for a change that is refused or fails', async () => {
      const before = await lastAuditId();
      const event = { title: 'Nope', dateTime: '2025-08-14T21:00', conference: false, genres: [] };
      expect((await post('event/create', event, creator())).statusCode).toBe(403);
      const badVenue = { ...event, id: p.events.lateNight, venueId: 999_999 };
      expect((await post('event/update', badVenue, admin())).statusCode).toBe(400);
      expect((await get(`event/delete/${p.events.lateNight}`, conf.token)).statusCode).toBe(403);
      const self = { userId: p.people.admin.id, roles: ['ROLE_USER'] };
      expect((await post('user/roles/update', self, admin())).statusCode).toBe(400);
      expect((await get('user/delete/999999', admin())).statusCode).toBe(404);
      expect(await rowsAfter(before)).toEqual([]);
    });

    it("keeps a deleted account's rows, with its id and no name", async () => {
      const gone = await createUser(use().db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }, t.app);
      expect(
        (await post('venue/update', { name: 'Short-lived Hall' }, gone.token)).statusCode,
      ).toBe(200);
      expect((await get(`user/delete/${gone.id}`, admin())).statusCode).toBe(200);
      const page = auditPage.parse((await get('audit/page/0', admin())).json());
      expect(page.content.find((entry) => entry.actorId === gone.id)).toMatchObject({
        action: 'venue.create',
        actorName: null,
        summary: 'Short-lived Hall',
      });
      expect(page.content[0]).toMatchObject({ action: 'user.delete', targetId: gone.id });
    });

    it('is read by admins only: newest first, in pages, by kind', async () => {
      expect((await get('audit/page/0')).statusCode).toBe(401);
      for (const token of [p.people.member.token, creator(), promoter.token, conf.token]) {
        expect((await get('audit/page/0', token)).statusCode).toBe(403);
      }
      expect((await get('audit/page/0?kind=festival', admin())).statusCode).toBe(400);

      const all = await auditRows();
      const first = auditPage.parse((await get('audit/page/0', admin())).json());
      expect(first.totalElements).toBe(all.length);
      expect(first.content.map((entry) => entry.id)).toEqual(
        all
          .map((row) => row.id)
          .reverse()
          .slice(0, first.size),
      );
      expect(first.content[0]?.actorName).toBeTypeOf('string');
      const second = auditPage.parse((await get('audit/page/1', admin())).json());
      expect(second.content[0]?.id).toBe(all.at(-1 - first.size)?.id);

      const venuesOnly = auditPage.parse((await get('audit/page/0?kind=venue', admin())).json());
      expect(venuesOnly.content.length).toBeGreaterThan(0);
      expect(venuesOnly.totalElements).toBe(all.filter((row) => row.targetKind === 'venue').length);
      expect(venuesOnly.content.every((entry) => entry.targetKind === 'venue')).toBe(true);
    });
  });
});
