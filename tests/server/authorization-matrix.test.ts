/**
 * Authorisation matrix (issue #11): every registered /api and /messages route × every role, and
 * for every route with a creator, editor or owner rule × the callers that rule needs, from one
 * table (authorization-table.ts). A route without an entry fails the suite, and so does an owner
 * rule that leaves out one of its callers (authorization-rules.ts lists them per rule).
 *
 * Role callers get ids nobody has and an empty body (`{}`): "passes" means the answer is neither
 * 401 nor 403 and not a 5xx, so a passing call usually ends in 400 or 404 — the guard let it
 * through. Owner callers get real targets (authorization-fixtures.ts) and a valid request, and
 * must get exactly the status the table names.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createUser, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';
import { buildFixtures, type Caller, type Fixtures } from './authorization-fixtures';
import { ACTORS, type Call, EXPECTED, ROLES_OF, RULE_ACTORS } from './authorization-rules';
import { MATRIX } from './authorization-table';

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Reads `printRoutes({ commonPrefix: false })`: one line per node, children indented by 4. */
function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
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
  uid: '00000000-0000-4000-8000-000000000000',
  transferId: '00000000-0000-4000-8000-000000000000',
};

const accessOf = (key: string) => {
  const entry = MATRIX[key];
  return typeof entry === 'object' ? entry.access : entry;
};

const ownerEntries = () =>
  Object.entries(MATRIX).flatMap(([key, entry]) =>
    typeof entry === 'object' ? [[key, entry] as const] : [],
  );

/** A table key's path with the call's parameters in place (a parameter left out is a bug). */
function urlOf(path: string, { params = {}, query }: Call): string {
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, String(value));
  return `${filled}?${search.toString()}`;
}

describe('authorisation matrix', () => {
  let database: TestDatabase;
  let t: TestApp;
  let fixtures: Fixtures;
  /** Role actors and fixture people by name; guests have none. */
  const callers = new Map<string, Caller>();
  let routes: RegisteredRoute[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    await t.app.ready();
    routes = registeredRoutes(t.app).filter(underTest);
    for (const actor of ACTORS) {
      if (actor === 'guest') continue;
      callers.set(actor, await createUser(t.app.db, { roles: ROLES_OF[actor] }, t.app));
    }
    const admin = callers.get('admin');
    if (!admin) throw new Error('No admin caller');
    fixtures = await buildFixtures(t.app, admin);
    for (const [name, person] of Object.entries(fixtures.people)) callers.set(name, person);
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

  it('tries every owner rule with exactly the callers the rule needs', () => {
    const incomplete = ownerEntries().flatMap(([key, entry]) => {
      const listed = Object.keys(entry.expect).sort().join(', ');
      const needed = [...RULE_ACTORS[entry.owner]].sort().join(', ');
      return listed === needed ? [] : [`${key} lists ${listed}; '${entry.owner}' needs ${needed}`];
    });
    expect(incomplete).toEqual([]);
  });

  it('answers every route for every role as the table says', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = accessOf(keyOf(route));
      if (!access) continue;
      for (const actor of ACTORS) {
        const caller = callers.get(actor);
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

  it('answers creators, editors, owners and everybody else as the owner rules say', async () => {
    const wrong: string[] = [];
    for (const [key, entry] of ownerEntries()) {
      const [method = '', path = ''] = key.split(' ');
      for (const [actor, expected] of Object.entries(entry.expect)) {
        const caller = callers.get(actor);
        // A caller without fixtures would quietly call as a guest.
        if (!caller && actor !== 'guest') throw new Error(`${key}: no caller '${actor}'`);
        const call = await entry.call(fixtures);
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlOf(path, call),
          headers: apiHeaders(caller?.token),
          ...(call.body ? { payload: call.body } : {}),
        });
        if (res.statusCode !== expected) {
          wrong.push(
            `${key} as ${actor}: ${res.statusCode} ${res.body.slice(0, 80)}, expected ${expected}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
