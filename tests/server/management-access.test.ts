/**
 * Spec §6: every management call, called by each role, answers what the role may do — one table,
 * one row per call, one column per role (2xx / 401 / 403), whatever the UI shows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Role } from '../../src/api/contract/common';
import { apiHeaders, createTestApp, createUser, type TestApp } from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { type ProgramFixture, seedProgram } from './program-fixture';

const CALLERS = ['guest', 'user', 'artist', 'conf', 'promoter', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = 200 | 401 | 403;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

interface Row {
  name: string;
  /** Builds the call afresh for each caller (destructive calls get their own target). */
  call: () => Promise<Call> | Call;
  expect: Record<Caller, Expected>;
}

/** Management roles pass, others 403, guests 401. */
const STAFF_ONLY: Record<Caller, Expected> = {
  guest: 401,
  user: 403,
  artist: 403,
  conf: 200,
  promoter: 200,
  admin: 200,
};
/** Admin passes, every other login 403, guests 401. */
const ADMIN_ONLY: Record<Caller, Expected> = {
  guest: 401,
  user: 403,
  artist: 403,
  conf: 403,
  promoter: 403,
  admin: 200,
};

forEachDatabase('management access matrix', (use) => {
  let t: TestApp;
  let p: ProgramFixture;
  const tokens = {} as Record<Caller, string | undefined>;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${process.pid}x${(counter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(use());
    p = await seedProgram(use().db, t.app);
    const roles: Record<Exclude<Caller, 'guest' | 'admin'>, Role[]> = {
      user: ['ROLE_USER'],
      artist: ['ROLE_USER', 'ROLE_ARTIST'],
      conf: ['ROLE_USER', 'ROLE_CONF_MANAGER'],
      promoter: ['ROLE_USER', 'ROLE_PROMOTER'],
    };
    for (const [caller, list] of Object.entries(roles)) {
      tokens[caller as Caller] = (await createUser(use().db, { roles: list }, t.app)).token;
    }
    tokens.admin = p.people.admin.token;
    tokens.guest = undefined;
  }, 120_000);
  afterAll(() => t?.close());

  const send = (call: Call, token?: string) =>
    t.app.inject({
      method: call.method,
      url: `/api/${call.url}`,
      headers: apiHeaders(token),
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });

  const adminPost = async (url: string, body: unknown) => {
    const res = await send({ method: 'POST', url, body }, p.people.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; user?: { id: number } }>();
  };
  const newEvent = async () =>
    (
      await adminPost('event/create', {
        title: unique('Matrix '),
        dateTime: '2025-08-14T21:00',
        conference: false,
        genres: [],
      })
    ).id;
  const newArtist = async () => (await adminPost('artist/edit', { name: unique('Art') })).id;
  const newVenue = async () => (await adminPost('venue/update', { name: unique('Venue ') })).id;
  const newUser = async () =>
    (await adminPost('user/create/ROLE_USER', { email: `${unique('new')}@example.org` })).user!.id;

  const rows: Row[] = [
    {
      name: 'management/full',
      call: () => ({ method: 'GET', url: 'management/full' }),
      expect: STAFF_ONLY,
    },
    {
      name: 'management/options',
      call: () => ({ method: 'GET', url: 'management/options' }),
      expect: STAFF_ONLY,
    },
    {
      name: 'cache/clear',
      call: () => ({ method: 'GET', url: 'cache/clear' }),
      expect: STAFF_ONLY,
    },
    {
      name: 'event/admin/page',
      call: () => ({ method: 'POST', url: 'event/admin/page/0', body: { search: '' } }),
      expect: STAFF_ONLY,
    },
    {
      name: 'event/create',
      call: () => ({
        method: 'POST',
        url: 'event/create',
        body: {
          title: unique('New '),
          dateTime: '2025-08-14T20:00',
          conference: false,
          genres: [],
        },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/update (not creator, not editor)',
      call: async () => ({
        method: 'POST',
        url: 'event/update',
        body: {
          id: await newEvent(),
          title: 'Changed',
          dateTime: '2025-08-14T22:00',
          conference: false,
          genres: [],
        },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/state/change',
      call: async () => ({ method: 'GET', url: `event/state/change/${await newEvent()}/DRAFT` }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/artists/add',
      call: async () => ({
        method: 'POST',
        url: 'event/artists/add',
        body: { eventId: await newEvent(), artistId: p.people.ellen.id },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/artists/remove',
      call: () => ({
        method: 'POST',
        url: 'event/artists/remove',
        body: { eventId: p.events.keynote, artistId: p.people.ellen.id },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/share',
      call: async () => ({
        method: 'POST',
        url: `event/share/${await newEvent()}`,
        body: { ids: [p.people.member.id] },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'event/delete',
      call: async () => ({ method: 'GET', url: `event/delete/${await newEvent()}` }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'artist/admin/page',
      call: () => ({ method: 'POST', url: 'artist/admin/page/0', body: {} }),
      expect: STAFF_ONLY,
    },
    {
      name: 'artist/edit (create a phantom)',
      call: () => ({ method: 'POST', url: 'artist/edit', body: { name: unique('Ph') } }),
      expect: STAFF_ONLY,
    },
    {
      name: 'artist/edit (someone else’s artist)',
      call: async () => ({
        method: 'POST',
        url: 'artist/edit',
        body: { id: await newArtist(), name: unique('Re') },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'artist/share',
      call: async () => ({
        method: 'POST',
        url: `artist/share/${await newArtist()}`,
        body: { ids: [p.people.member.id] },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/website/visible/toggle',
      call: () => ({
        method: 'POST',
        url: 'user/website/visible/toggle',
        body: { id: p.people.ellen.id, state: true },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'venue/update (create)',
      call: () => ({ method: 'POST', url: 'venue/update', body: { name: unique('Stage ') } }),
      expect: STAFF_ONLY,
    },
    {
      // Venues follow the creator rule of events (issue #42): an admin's venue is the admin's.
      name: "venue/delete (an admin's venue)",
      call: async () => ({ method: 'GET', url: `venue/delete/${await newVenue()}` }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'venue/admin/all',
      call: () => ({ method: 'GET', url: 'venue/admin/all' }),
      expect: STAFF_ONLY,
    },
    {
      name: 'audit/page/0',
      call: () => ({ method: 'GET', url: 'audit/page/0' }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/get/all/adminList',
      call: () => ({ method: 'GET', url: 'user/get/all/adminList?search=a' }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/create/{type}',
      call: () => ({
        method: 'POST',
        url: 'user/create/ROLE_ARTIST',
        body: { email: `${unique('c')}@example.org`, firstName: 'New', lastName: 'Artist' },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/admin/update',
      call: async () => ({
        method: 'POST',
        url: 'user/admin/update',
        body: {
          userId: await newUser(),
          email: `${unique('u')}@example.org`,
          genre: [],
          tags: [],
          professions: [],
          socials: {},
        },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/roles/update',
      call: async () => ({
        method: 'POST',
        url: 'user/roles/update',
        body: { userId: await newUser(), roles: ['ROLE_USER', 'ROLE_PROMOTER'] },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/welcome/send',
      call: async () => ({
        method: 'POST',
        url: 'user/welcome/send',
        body: { userId: await newUser(), text: 'Hi' },
      }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/delete',
      call: async () => ({ method: 'GET', url: `user/delete/${await newUser()}` }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'roles/get/all',
      call: () => ({ method: 'GET', url: 'roles/get/all' }),
      expect: ADMIN_ONLY,
    },
    {
      name: 'user/search/email',
      call: () => ({ method: 'GET', url: 'user/search/email/mia-member@example.org' }),
      expect: STAFF_ONLY,
    },
    {
      name: 'user/invite',
      call: () => ({ method: 'GET', url: `user/invite/${unique('inv')}@example.org` }),
      expect: STAFF_ONLY,
    },
  ];

  for (const row of rows) {
    it(`${row.name}: ${CALLERS.map((caller) => `${caller} ${row.expect[caller]}`).join(', ')}`, async () => {
      const answers: Record<string, number> = {};
      for (const caller of CALLERS) {
        const res = await send(await row.call(), tokens[caller]);
        answers[caller] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json()).toHaveProperty('message');
      }
      expect(answers).toEqual(row.expect);
    }, 60_000);
  }
});
