/**
 * Authorisation matrix (issue #11): every registered /api and /messages route × every role, from
 * one table. A route without an entry fails the suite, so a new route needs a line here.
 *
 *   'public'  everybody passes the guard
 *   'member'  guests 401, every logged-in role passes
 *   'staff'   guests 401, user and artist 403, promoter, conference manager and admin pass
 *   'admin'   guests 401, everybody but the admin 403
 *   'signed'  opened from a link that carries a signature: 403 for everybody without it
 *
 * "Passes" means the answer is neither 401 nor 403 and not a 5xx: the request carries no valid
 * body (`{}`), so a passing call usually ends in 400 or 404 — that is the point, the guard let it
 * through. Creator/editor rules (events, artists) and owner rules (posts, orders) need fixtures
 * of their own and are tested in their modules' tests.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/api/contract/common';
import { apiHeaders, createTestApp, createUser, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

type Access = 'public' | 'member' | 'staff' | 'admin' | 'signed';
const ACTORS = ['guest', 'user', 'artist', 'promoter', 'conf', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = 'pass' | 401 | 403;

const ROLES_OF: Record<Exclude<Actor, 'guest'>, Role[]> = {
  user: ['ROLE_USER'],
  artist: ['ROLE_USER', 'ROLE_ARTIST'],
  promoter: ['ROLE_USER', 'ROLE_PROMOTER'],
  conf: ['ROLE_USER', 'ROLE_CONF_MANAGER'],
  admin: ['ROLE_USER', 'ROLE_ADMIN'],
};

const EXPECTED: Record<Access, Record<Actor, Expected>> = {
  public: {
    guest: 'pass',
    user: 'pass',
    artist: 'pass',
    promoter: 'pass',
    conf: 'pass',
    admin: 'pass',
  },
  member: {
    guest: 401,
    user: 'pass',
    artist: 'pass',
    promoter: 'pass',
    conf: 'pass',
    admin: 'pass',
  },
  staff: { guest: 401, user: 403, artist: 403, promoter: 'pass', conf: 'pass', admin: 'pass' },
  admin: { guest: 401, user: 403, artist: 403, promoter: 403, conf: 403, admin: 'pass' },
  signed: { guest: 403, user: 403, artist: 403, promoter: 403, conf: 403, admin: 403 },
};

/** `METHOD path` as Fastify registered it (`:a|:id` = two routes sharing one parameter slot). */
const MATRIX: Record<string, Access> = {
  'GET /api/health': 'public',
  // auth, social login
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signin': 'public',
  'GET /api/auth/confirm-account': 'public',
  'GET /api/auth/me': 'member',
  'POST /api/auth/reset/request': 'public',
  'POST /api/auth/reset/password': 'public',
  'GET /api/auth/social/config': 'public',
  'POST /api/auth/cognito/token': 'public',
  'GET /api/auth/cognito/getEmailByUsername': 'public',
  'POST /api/auth/verifyOAuth': 'public',
  'POST /api/auth/order/signup/simple': 'public',
  // program
  'GET /api/artist/get/all': 'public',
  'POST /api/artist/get/all/visible/page/:n': 'public',
  'POST /api/event/get/all/year': 'public',
  'GET /api/event/get/single/:id': 'public',
  'POST /api/event/get/favourites/year': 'public',
  'POST /api/event/getByDate': 'public',
  'GET /api/venue/all': 'public',
  'GET /api/venue/names/get': 'public',
  'POST /api/venue/filtered': 'public',
  'GET /api/filter/program/get': 'public',
  'GET /api/genre/all': 'member',
  // favourites, calendar
  'GET /api/event/favourites/my': 'member',
  'GET /api/event/favourites/add/:id': 'member',
  'GET /api/event/favourites/remove/:id': 'member',
  'POST /api/calendar/feed': 'member',
  'GET /api/calendar/feed': 'member',
  'DELETE /api/calendar/feed': 'member',
  'GET /api/calendar/feed/:file': 'public',
  // management (creator/editor rules for events are checked in the service)
  'POST /api/artist/admin/page/:n': 'staff',
  'POST /api/artist/edit': 'staff',
  'POST /api/artist/share/:id': 'staff',
  'POST /api/user/website/visible/toggle': 'admin',
  'GET /api/management/full': 'staff',
  'GET /api/management/options': 'staff',
  'GET /api/cache/clear': 'staff',
  'POST /api/event/admin/page/:n': 'staff',
  'POST /api/event/create': 'admin',
  'POST /api/event/update': 'member',
  'GET /api/event/delete/:id': 'member',
  'GET /api/event/state/change/:id/:state': 'member',
  'POST /api/event/artists/add': 'member',
  'POST /api/event/artists/remove': 'member',
  'POST /api/event/share/:id': 'member',
  'POST /api/venue/update': 'staff',
  'GET /api/venue/delete/:id': 'staff',
  'GET /api/user/get/all/adminList': 'admin',
  'POST /api/user/create/:type': 'admin',
  'POST /api/user/admin/update': 'admin',
  'POST /api/user/roles/update': 'admin',
  'POST /api/user/welcome/send': 'admin',
  'GET /api/user/delete/:id': 'admin',
  'GET /api/roles/get/all': 'admin',
  'GET /api/user/search/email/:email': 'staff',
  'GET /api/user/invite/:email': 'staff',
  // files
  'POST /api/file/upload': 'member',
  'GET /api/file/:id': 'public',
  // people, lobby, reference data
  'GET /api/user/get': 'member',
  'GET /api/user/get/:id': 'member',
  'POST /api/user/getAllByIds': 'member',
  'GET /api/user/get/lobby': 'member',
  'POST /api/user/get/lobby/page/:n': 'member',
  'GET /api/user/get/lobby/own': 'member',
  'GET /api/user/recommendations': 'member',
  'POST /api/user/update': 'member',
  'POST /api/user/genres/update': 'member',
  'GET /api/user/firstLogin': 'member',
  'POST /api/user/professions/get': 'member',
  'GET /api/user/profession/add': 'member',
  'POST /api/user/profession/update': 'member',
  'POST /api/user/profession/update/new': 'member',
  'POST /api/user/profession/remove': 'member',
  'GET /api/user/:id/details/page/0': 'member',
  'GET /api/u/user/:id': 'public',
  'GET /api/user/public/:id': 'public',
  'GET /api/tags/get/all': 'member',
  'POST /api/tags/get/custom': 'member',
  'POST /api/tags/save': 'member',
  'GET /api/company/find/all': 'member',
  'GET /api/company/find/from/:id': 'member',
  'POST /api/company/add': 'member',
  // feed (authors' rules are checked in the service)
  'GET /api/feed/my/:page': 'member',
  'GET /api/feed/user/:a/:b': 'member',
  'POST /api/feed/create': 'member',
  'POST /api/feed/comment/add': 'member',
  'POST /api/feed/comment/delete': 'member',
  'GET /api/feed/like/:id': 'member',
  'GET /api/feed/dislike/:id': 'member',
  'GET /api/feed/delete/:id': 'member',
  // outbox replay
  'POST /api/sync/batch': 'member',
  // chat
  'GET /messages/partners': 'member',
  'GET /messages/:a': 'member',
  'GET /messages/:a/:b': 'member',
  'GET /messages/:a/:b/count': 'member',
  'POST /api/user/messages/last': 'member',
  // push
  'GET /api/push/publicKey/get': 'public',
  'POST /api/push/subscribe': 'member',
  'POST /api/user/subscription/save': 'member',
  'POST /api/user/subscription/add': 'member',
  'POST /api/user/subscription/check': 'member',
  'POST /api/push/unsubscribe': 'member',
  'POST /api/push/send': 'member',
  // shop, cart, orders, tickets
  'GET /api/ticket/all': 'public',
  'GET /api/payment/methods': 'public',
  'GET /api/cart/my': 'member',
  'POST /api/cart/merge': 'member',
  'GET /api/cart/add/:productUid': 'member',
  'GET /api/cart/amount/:productUid/:step': 'member',
  'GET /api/cart/remove/:productUid': 'member',
  'POST /api/ticket/order/bill': 'public',
  'POST /api/ticket/order/bill/new': 'public',
  'POST /api/ticket/order/place': 'public',
  'POST /api/ticket/order/place/new': 'public',
  'GET /api/order/my': 'member',
  'GET /api/order/my/update': 'member',
  'POST /api/order/get': 'public',
  'GET /api/order/:orderId/pay': 'public',
  'GET /api/order/:orderId/tickets.pdf': 'signed',
  'GET /api/payment/sandbox/:orderId': 'signed',
  'POST /api/payment/sandbox/:orderId/:outcome': 'public',
  'POST /api/payment/callback/sandbox': 'public',
  'GET /api/ticket/my/all': 'member',
  'GET /api/ticket/scan/:code': 'member',
};

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Reads `printRoutes({ commonPrefix: false })`: one line per node, children indented by 4. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.length = depth;
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

const underTest = (route: RegisteredRoute) =>
  route.path.startsWith('/api/') || route.path.startsWith('/messages');

/** One matrix key per registered route: `/messages/:a|:id` is keyed by its first name. */
const keyOf = (route: RegisteredRoute) =>
  `${route.method} ${route.path.replace(/(:\w+)(?:\|:\w+)+/g, '$1')}`;

/** Ids nobody has, so a passing call changes nothing (deleting user 1 would log out a caller). */
const MISSING_ID = '999999';

const PARAMS: Record<string, string> = {
  email: 'nobody@example.org',
  file: 'x.ics',
  type: 'ROLE_USER',
  state: 'published',
  productUid: 'x',
  code: 'x',
  outcome: 'success',
};

describe('authorisation matrix', () => {
  let database: TestDatabase;
  let t: TestApp;
  const tokens = new Map<Actor, { id: number; token: string }>();
  let routes: RegisteredRoute[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    await t.app.ready();
    routes = registeredRoutes(t.app).filter(underTest);
    for (const actor of ACTORS) {
      if (actor === 'guest') continue;
      const user = await createUser(t.app.db, { roles: ROLES_OF[actor] }, t.app);
      tokens.set(actor, { id: user.id, token: user.token });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('has an entry for every registered route, and none for a route that is gone', () => {
    const keys = routes.map(keyOf);
    const missing = keys.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !keys.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every route for every role as the table says', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = MATRIX[keyOf(route)];
      if (!access) continue;
      for (const actor of ACTORS) {
        const caller = tokens.get(actor);
        const url = route.path
          .replace(/:(\w+)(?:\|:\w+)*/g, (_m, name: string) =>
            name === 'a' ? String(caller?.id ?? 1) : (PARAMS[name] ?? MISSING_ID),
          )
          .replace(/\*$/, 'x');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: apiHeaders(caller?.token),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const expected = EXPECTED[access][actor];
        const ok =
          expected === 'pass'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === expected;
        if (!ok) wrong.push(`${keyOf(route)} as ${actor}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
