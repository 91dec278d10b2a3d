import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDto, eventList, artistList } from '../../src/api/contract/program';
import {
  adminArtistPage,
  adminEventPage,
  createdId,
  createdUser,
  managementOptions,
} from '../../src/api/contract/management';
import { WELCOME_MESSAGES } from '../../src/api/contract/welcome';
import { users } from '../../server/db/schema/users';
import { settings } from '../../server/db/schema/reference';
import {
  onProgramChanged,
  type ProgramChange,
} from '../../server/modules/management/program-changed';
import { generatePassword } from '../../server/modules/management/welcome-mail';
import { apiHeaders, createTestApp, type TestApp, waitForMail } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { PNG_BYTES, type ProgramFixture, seedProgram } from './program-fixture';

forEachDatabase('management', (use) => {
  let t: TestApp;
  let p: ProgramFixture;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
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
  const baseEvent = { title: 'Base', dateTime: '2025-08-14T21:00', conference: false, genres: [] };
  const programTitles = async () =>
    eventList.parse((await post('event/get/all/year', { year: 2025 })).json()).map((e) => e.title);

  describe('event dates (spec §5: local date-time → Europe/Berlin with offset)', () => {
    it('keeps the wall-clock time across the spring and autumn changes', async () => {
      const cases = [
        // Winter time before the spring gap, summer time after it.
        ['2025-03-30T01:30', '2025-03-30T01:30:00+01:00'],
        ['2025-03-30T03:30', '2025-03-30T03:30:00+02:00'],
        // Inside the gap: moved forward by the gap.
        ['2025-03-30T02:30', '2025-03-30T03:30:00+02:00'],
        // The repeated autumn hour takes the earlier (summer) instant.
        ['2025-10-26T02:30', '2025-10-26T02:30:00+02:00'],
        ['2025-10-26T03:30', '2025-10-26T03:30:00+01:00'],
        // An explicit offset is kept as sent.
        ['2025-10-26T02:30:00+01:00', '2025-10-26T02:30:00+01:00'],
        ['2025-12-31T22:00:00Z', '2025-12-31T23:00:00+01:00'],
      ] as const;
      for (const [sent, stored] of cases) {
        const res = await post('event/create', { ...baseEvent, dateTime: sent }, admin());
        expect(res.statusCode, res.body).toBe(200);
        expect(eventDto.parse(res.json()).dateTime, sent).toBe(stored);
      }
    });

    it('sets the year from the Berlin start and refuses an end before the start', async () => {
      const newYear = await post(
        'event/create',
        { ...baseEvent, dateTime: '2025-12-31T23:30:00Z', end: '2026-01-01T04:00' },
        admin(),
      );
      expect(eventDto.parse(newYear.json())).toMatchObject({
        year: 2026,
        end: '2026-01-01T04:00:00+01:00',
      });
      const backwards = await post(
        'event/create',
        { ...baseEvent, dateTime: '2025-08-14T21:00', end: '2025-08-14T20:00' },
        admin(),
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ message: 'The end must not be before the start' });
    });
  });

  describe('event form rules', () => {
    it('refuses a URL that is none with the spec text, accepts one without scheme', async () => {
      const bad = await post('event/create', { ...baseEvent, ticketLink: 'not a url' }, admin());
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('Please enter a valid URL');
      const good = await post(
        'event/create',
        {
          ...baseEvent,
          ticketLink: 'tickets.example.org/night',
          instagramLink: '',
          facebookLink: 'https://facebook.com/x',
        },
        admin(),
      );
      expect(eventDto.parse(good.json())).toMatchObject({
        ticketLink: 'tickets.example.org/night',
        instagramLink: null,
        facebookLink: 'https://facebook.com/x',
      });
    });

    it('allows at most 10 genres and keeps conference topics only for conferences', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
      expect(
        (await post('event/create', { ...baseEvent, genres: eleven }, admin())).statusCode,
      ).toBe(400);
      const festival = await post(
        'event/create',
        {
          ...baseEvent,
          genres: [p.genres.techno],
          conferenceTopics: ['AI'],
          conferenceType: 'Keynote',
        },
        admin(),
      );
      expect(eventDto.parse(festival.json())).toMatchObject({
        conferenceTopics: [],
        conferenceType: null,
        genres: [{ id: p.genres.techno, name: 'Techno' }],
      });
      const talk = await post(
        'event/create',
        {
          ...baseEvent,
          conference: true,
          conferenceTopics: ['AI', 'Data'],
          conferenceType: 'Keynote',
        },
        admin(),
      );
      expect(eventDto.parse(talk.json())).toMatchObject({
        conferenceTopics: ['AI', 'Data'],
        conferenceType: 'Keynote',
      });
    });

    it('stores a base64 thumbnail (admin upload) and serves it', async () => {
      const res = await post(
        'event/create',
        { ...baseEvent, thumbnail: `data:image/png;base64,${PNG_BYTES.toString('base64')}` },
        admin(),
      );
      const thumbnail = eventDto.parse(res.json()).thumbnail;
      expect(thumbnail).toMatch(/^\/api\/file\/\d+$/);
      const file = await t.app.inject({ method: 'GET', url: thumbnail! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    });
  });

  describe('creator and editors (spec §6)', () => {
    it('lets the creator and an editor edit a draft, but nobody else', async () => {
      const body = { ...baseEvent, id: p.events.draft, title: 'Secret Draft', state: 'DRAFT' };
      expect((await post('event/update', body, p.people.creator.token)).statusCode).toBe(200);
      expect((await post('event/update', body, p.people.editor.token)).statusCode).toBe(200);
      const stranger = await post('event/update', body, p.people.member.token);
      expect(stranger.statusCode).toBe(403);
    });

    it("answers 'Only the creator can add editors' to an editor who shares", async () => {
      const res = await post(
        `event/share/${p.events.draft}`,
        { ids: [p.people.member.id] },
        p.people.editor.token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Only the creator can add editors' });
      const byCreator = await post(
        `event/share/${p.events.draft}`,
        { ids: [p.people.member.id] },
        p.people.creator.token,
      );
      expect(eventDto.parse(byCreator.json()).editableBy).toContain(p.people.member.id);
    });

    it('marks in the management list which events the caller may edit', async () => {
      const res = await post(
        'event/admin/page/0',
        { year: 2025, search: 'secret' },
        p.people.creator.token,
      );
      const page = adminEventPage.parse(res.json());
      expect(page.content.map((e) => [e.title, e.state, e.canEdit])).toEqual([
        ['Secret Draft', 'DRAFT', true],
      ]);
    });
  });

  describe('publish and draft (spec §4 Event state)', () => {
    it('drafts leave the public program and its ETag changes; publishing brings them back', async () => {
      const changes: ProgramChange[] = [];
      const stop = onProgramChanged(use().db, (change) => {
        changes.push(change);
      });
      const created = eventDto.parse(
        (
          await post(
            'event/create',
            { ...baseEvent, title: 'Now You See Me', state: 'DRAFT' },
            admin(),
          )
        ).json(),
      );
      expect(await programTitles()).not.toContain('Now You See Me');
      const etagBefore = (await post('event/get/all/year', { year: 2025 })).headers.etag;

      const published = await get(`event/state/change/${created.id}/PUBLISHED`, admin());
      expect(eventDto.parse(published.json()).state).toBe('PUBLISHED');
      const afterPublish = await post('event/get/all/year', { year: 2025 });
      expect(afterPublish.headers.etag).not.toBe(etagBefore);
      expect(eventList.parse(afterPublish.json()).map((e) => e.title)).toContain('Now You See Me');
      const stale = await t.app.inject({
        method: 'POST',
        url: '/api/event/get/all/year',
        payload: { year: 2025 },
        headers: { ...apiHeaders(), 'if-none-match': String(etagBefore) },
      });
      expect(stale.statusCode).toBe(200);

      await get(`event/state/change/${created.id}/DRAFT`, admin());
      expect(await programTitles()).not.toContain('Now You See Me');
      expect((await get(`event/get/single/${created.id}`)).statusCode).toBe(404);
      stop();
      expect(changes.map((c) => c.reason)).toEqual(['event-created', 'event-state', 'event-state']);
    });

    it('adds and removes artists in order and only real artists', async () => {
      const id = eventDto.parse((await post('event/create', baseEvent, admin())).json()).id;
      await post('event/artists/add', { eventId: id, artistId: p.people.speaker.id }, admin());
      const added = await post(
        'event/artists/add',
        { eventId: id, artistId: p.people.ellen.id },
        admin(),
      );
      expect(eventDto.parse(added.json()).artists.map((a) => a.name)).toEqual([
        'Ada Speaker',
        'Ellen Allien',
      ]);
      const notArtist = await post(
        'event/artists/add',
        { eventId: id, artistId: p.people.member.id },
        admin(),
      );
      expect(notArtist.statusCode).toBe(404);
      const removed = await post(
        'event/artists/remove',
        { eventId: id, artistId: p.people.speaker.id },
        admin(),
      );
      expect(eventDto.parse(removed.json()).artists.map((a) => a.name)).toEqual(['Ellen Allien']);
      expect((await get(`event/delete/${id}`, admin())).statusCode).toBe(200);
      expect((await get(`event/delete/${id}`, admin())).statusCode).toBe(404);
    });
  });

  describe('artists (spec §4 Artist website visibility, §6 phantoms)', () => {
    const visibleNames = async () =>
      artistList.parse((await get('artist/get/all')).json()).map((a) => a.name);

    it('hides and shows an artist on the website', async () => {
      expect(await visibleNames()).toContain('Ellen Allien');
      const hide = await post(
        'user/website/visible/toggle',
        { id: p.people.ellen.id, state: false },
        admin(),
      );
      expect(hide.statusCode).toBe(200);
      expect(await visibleNames()).not.toContain('Ellen Allien');
      await post('user/website/visible/toggle', { id: p.people.ellen.id, state: true }, admin());
      expect(await visibleNames()).toContain('Ellen Allien');
    });

    it('a failed toggle changes nothing: unknown artist 404, non-artist 404, promoter 403', async () => {
      const before = await visibleNames();
      const unknown = await post(
        'user/website/visible/toggle',
        { id: 999_999, state: false },
        admin(),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Artist not found' });
      const member = await post(
        'user/website/visible/toggle',
        { id: p.people.member.id, state: false },
        admin(),
      );
      expect(member.statusCode).toBe(404);
      const promoter = await post(
        'user/website/visible/toggle',
        { id: p.people.ellen.id, state: false },
        p.people.creator.token,
      );
      expect(promoter.statusCode).toBe(403);
      expect(await visibleNames()).toEqual(before);
      const [row] = await use()
        .db.select({ v: users.visibleOnWebsite })
        .from(users)
        .where(eq(users.id, p.people.ellen.id));
      expect(row?.v).toBe(true);
    });

    it('creates phantom artists of the default year that its creator may edit', async () => {
      await use()
        .db.insert(settings)
        .values({ key: 'defaultYear', value: 2025 })
        .onConflictDoNothing();
      const created = await post('artist/edit', { name: 'Ghost Rider' }, p.people.creator.token);
      expect(created.statusCode, created.body).toBe(200);
      const page = adminArtistPage.parse(
        (await post('artist/admin/page/0', { search: 'ghost' }, p.people.creator.token)).json(),
      );
      expect(page.content).toEqual([
        expect.objectContaining({
          name: 'Ghost Rider',
          phantom: true,
          years: [2025],
          canEdit: true,
        }),
      ]);
      const duplicate = await post('artist/edit', { name: 'ghost rider' }, admin());
      expect(duplicate.statusCode).toBe(409);
      const lastYear = adminArtistPage.parse(
        (await post('artist/admin/page/0', { year: 2024 }, admin())).json(),
      );
      expect(lastYear.content.map((a) => a.name)).toEqual(['Ellen Allien']);
    });

    it('offers the years from the settings, not a fixed list', async () => {
      await use()
        .db.insert(settings)
        .values({ key: 'yearOptions', value: [2023, 2024, 2025] })
        .onConflictDoNothing();
      const options = managementOptions.parse((await get('management/options', admin())).json());
      expect(options.years).toEqual([2023, 2024, 2025]);
      expect(options.defaultYear).toBe(2025);
      expect(options.conferenceTopics).toHaveLength(38);
      expect(options.conferenceTypes).toHaveLength(10);
    });
  });

  describe('users (spec §4 Sending welcome e-mail)', () => {
    it("creates a user with 'User erfolgreich erstellt.' and refuses the same e-mail again", async () => {
      const body = {
        email: 'New.Person@example.org',
        firstName: 'New',
        lastName: 'Person',
        company: 'Acme',
        genre: [p.genres.house],
      };
      const res = await post('user/create/ROLE_ARTIST', body, admin());
      const created = createdUser.parse(res.json());
      expect(created.message).toBe('User erfolgreich erstellt.');
      expect(created.user).toMatchObject({
        email: 'new.person@example.org',
        roles: ['ROLE_ARTIST', 'ROLE_USER'],
        professions: [expect.objectContaining({ companyName: 'Acme' })],
        genres: [{ id: p.genres.house, name: 'House' }],
      });
      expect((await post('user/create/ROLE_USER', body, admin())).statusCode).toBe(409);
    });

    it('welcome mail resets the password: the old one stops working, the mailed one works', async () => {
      const email = 'welcome.me@example.org';
      const user = createdUser.parse(
        (await post('user/create/ROLE_USER', { email, firstName: 'Wim' }, admin())).json(),
      ).user;
      await post(
        'user/welcome/send',
        { userId: user.id, text: 'Schön, dass du dabei bist!' },
        admin(),
      );
      const first = await waitForMail(t.outboxDir, email);
      const firstPassword = /Passwort: (\S+)/.exec(first.text)?.[1];
      expect(first.text).toContain('Schön, dass du dabei bist!');
      expect(firstPassword).toBeDefined();
      expect((await post('auth/signin', { email, password: firstPassword })).statusCode).toBe(200);

      await post('user/welcome/send', { userId: user.id, text: '' }, admin());
      await expect
        .poll(async () => (await waitForMail(t.outboxDir, email)).file)
        .not.toBe(first.file);
      const second = await waitForMail(t.outboxDir, email);
      const secondPassword = /Passwort: (\S+)/.exec(second.text)?.[1];
      expect(secondPassword).not.toBe(firstPassword);
      expect((await post('auth/signin', { email, password: firstPassword })).statusCode).toBe(401);
      expect((await post('auth/signin', { email, password: secondPassword })).statusCode).toBe(200);
    });

    it('a welcome mail turns a phantom into an account that can log in', async () => {
      const phantom = createdUser.parse(
        (
          await post(
            'user/create/ROLE_PHANTOM',
            { email: 'ghost@example.org', name: 'Ghosty' },
            admin(),
          )
        ).json(),
      ).user;
      expect(phantom.phantom).toBe(true);
      await post('user/welcome/send', { userId: phantom.id, text: '' }, admin());
      const password = /Passwort: (\S+)/.exec(
        (await waitForMail(t.outboxDir, 'ghost@example.org')).text,
      )?.[1];
      expect((await post('auth/signin', { email: 'ghost@example.org', password })).statusCode).toBe(
        200,
      );
    });

    it("refuses a welcome mail to a phantom artist's stand-in address, which reaches nobody", async () => {
      const artist = createdId.parse(
        (await post('artist/edit', { name: 'Addressless Artist' }, admin())).json(),
      ).id;
      const sent = await post('user/welcome/send', { userId: artist, text: '' }, admin());
      expect(sent.statusCode).toBe(400);
      expect(sent.json()).toMatchObject({ message: WELCOME_MESSAGES.placeholderEmail });
      // Still a phantom: nothing was reset or mailed.
      const [row] = await use().db.select().from(users).where(eq(users.id, artist));
      expect(row?.email).toMatch(/\.invalid$/);
    });

    it('edits with tags ≤ 10 and professions, roles from roles/get/all, and guards the admin', async () => {
      const user = createdUser.parse(
        (await post('user/create/ROLE_USER', { email: 'edit.me@example.org' }, admin())).json(),
      ).user;
      const edit = {
        userId: user.id,
        username: 'Edited',
        firstName: 'Ed',
        lastName: 'It',
        email: 'edit.me@example.org',
        genre: [p.genres.techno],
        tags: [],
        professions: [{ role: 'DJ', companyName: 'Club Ost GmbH' }],
        bio: 'Bio',
        socials: { instagram: 'instagram.com/ed' },
      };
      const res = await post('user/admin/update', edit, admin());
      expect(res.json()).toMatchObject({
        name: 'Edited',
        professions: [{ role: 'DJ', companyName: 'Club Ost GmbH' }],
        socials: { instagram: 'instagram.com/ed' },
      });
      const tooMany = await post(
        'user/admin/update',
        { ...edit, tags: Array.from({ length: 11 }, (_, i) => i + 1) },
        admin(),
      );
      expect(tooMany.statusCode).toBe(400);
      const roles = (await get('roles/get/all', admin()))
        .json<{ name: string }[]>()
        .map((r) => r.name);
      expect(roles).toContain('ROLE_PHANTOM');
      const promoted = await post(
        'user/roles/update',
        { userId: user.id, roles: ['ROLE_USER', 'ROLE_PROMOTER'] },
        admin(),
      );
      expect(promoted.json<{ roles: string[] }>().roles).toEqual(['ROLE_PROMOTER', 'ROLE_USER']);
      const self = await post(
        'user/roles/update',
        { userId: p.people.admin.id, roles: ['ROLE_USER'] },
        admin(),
      );
      expect(self.statusCode).toBe(400);
      expect((await get(`user/delete/${p.people.admin.id}`, admin())).statusCode).toBe(400);
    });

    it("answers 'No user with that email found.' and finds by the start of the e-mail", async () => {
      const none = await get('user/search/email/nobody-here', p.people.creator.token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ message: 'No user with that email found.' });
      const found = await get('user/search/email/mia-member', p.people.creator.token);
      expect(found.json()).toEqual([expect.objectContaining({ id: p.people.member.id })]);
      expect((await get('user/search/email/ab', p.people.creator.token)).statusCode).toBe(400);
    });

    it('invites by e-mail', async () => {
      const res = await get('user/invite/friend@example.org', p.people.creator.token);
      expect(res.json()).toMatchObject({ message: 'Invitation got sent successfully.' });
      const mail = await waitForMail(t.outboxDir, 'friend@example.org');
      expect(mail.text).toContain('/register');
    });
  });

  it('counts artists and events for the dashboard', async () => {
    const res = await get('management/full', p.people.creator.token);
    const body = res.json<{ countArtists: number; countEvents: number }>();
    expect(body.countArtists).toBeGreaterThanOrEqual(3);
    expect(body.countEvents).toBeGreaterThanOrEqual(5);
  });

  it('generates passwords that satisfy the register rules', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%^&*]/);
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });
});
