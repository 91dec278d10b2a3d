/**
 * Bad input (issue #11): over 10,000 malformed requests, spread evenly over every /api and
 * /messages route the app registers, as a guest, a member and an admin. No answer may be a 5xx or
 * carry a stack trace, a server path or SQL, and an error answer must leave the database as it
 * was. Seeded and deterministic; the figures are printed at the end.
 *
 *   FUZZ_SEED=<n>          another seed
 *   FUZZ_ROUTE=<text>      only the routes whose `METHOD /path` contains the text
 *   FUZZ_LOG=1             the server's error log, to see what is behind a finding
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SOCIAL_LOGIN_MESSAGES } from '../../src/api/contract/social-login';
import { type Answer, answerProblems } from './answer-leaks';
import { fuzzCase, type FuzzRoute } from './fuzz-cases';
import { buildRequest } from './fuzz-request';
import { createFuzzFixture, type FuzzFixture } from './fuzz-fixture';
import { capturedRoutes } from './route-capture';
import { jsonSchemaOf } from './schema-values';
import { watchWrites } from './write-watch';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-capture')).captureFastifyRoutes(importOriginal),
);
vi.mock('argon2', async () => (await import('../helpers/cheap-argon2')).cheapArgon2());

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const ONLY = process.env.FUZZ_ROUTE;
const MALFORMED_TARGET = 10_000;
/** One case in twenty is sent whole; the margin keeps the malformed ones above the target. */
const CASES_TARGET = Math.round(MALFORMED_TARGET * 1.08);
/** Failed logins and reset requests are counted on purpose, whatever the answer. */
const WRITTEN_ON_ERROR = new Set(['attempt_counters']);
/** An unknown path under /api: the not-found answer is fuzzed too. */
const UNKNOWN_ROUTE = '/api/no/such/route/:x';

/** Social login answers 503 by design while no provider is configured, as in this fixture. */
const isDeliberate = (answer: Answer) =>
  answer.statusCode === 503 &&
  (JSON.parse(answer.body) as { message?: unknown }).message ===
    SOCIAL_LOGIN_MESSAGES.notConfigured;

function fuzzedRoutes(): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of capturedRoutes) {
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/messages')) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        params: jsonSchemaOf(schema.params),
        querystring: jsonSchemaOf(schema.querystring),
        body: jsonSchemaOf(schema.body),
        headers: jsonSchemaOf(schema.headers),
      });
    }
  }
  for (const method of ['GET', 'POST']) {
    routes.push({ method, url: UNKNOWN_ROUTE, params: {}, querystring: {}, body: {}, headers: {} });
  }
  return routes;
}

let fixture: FuzzFixture;
beforeAll(async () => {
  fixture = await createFuzzFixture(process.env.FUZZ_LOG === '1');
}, 120_000);
afterAll(() => fixture.close());

it('answers malformed requests to every route without 5xx, leaks or changes', async () => {
  const { t, tokens, hints, database } = fixture;
  const routes = fuzzedRoutes();
  expect(routes.length).toBeGreaterThan(100);
  const runsPerRoute = Math.ceil(CASES_TARGET / routes.length);
  const watch = await watchWrites(database.db);
  const findings = new Map<string, { count: number; example: string }>();
  const statuses = new Map<number, number>();
  const counts = { sent: 0, malformed: 0, writes: 0 };
  const started = Date.now();
  // CPU time tells the cost apart from waiting on a machine that others share.
  const cpuBefore = process.cpuUsage();

  const record = (key: string, example: string) => {
    const known = findings.get(key);
    findings.set(key, { count: (known?.count ?? 0) + 1, example: known?.example ?? example });
  };

  for (const [index, route] of routes.entries()) {
    const where = `${route.method} ${route.url}`;
    if (ONLY && !where.includes(ONLY)) continue;
    // One seed per route, so a run of one route (FUZZ_ROUTE) sends what the full run sent.
    const cases = fc.sample(fuzzCase(route, hints), { seed: SEED + index, numRuns: runsPerRoute });
    for (const fuzz of cases) {
      const request = buildRequest(fuzz, tokens);
      const res = await t.app.inject(request.options);
      const committed = await watch.committedSince();
      // A valid logout or account deletion is a success that ends the caller's session; the next
      // case needs one (the new login's write is not the next request's).
      if (route.url.startsWith('/api/auth/') || route.url === '/api/user/delete') {
        await fixture.keepLoggedIn();
        await watch.committedSince();
      }
      counts.sent += 1;
      if (fuzz.corruptions.length > 0) counts.malformed += 1;
      if (committed.length > 0) counts.writes += 1;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const answer = {
        statusCode: res.statusCode,
        contentType: String(res.headers['content-type'] ?? ''),
        body: res.body,
      };
      const example = () =>
        `${fuzz.draft.actor} [${fuzz.corruptions.join(', ')}] ${request.url.slice(0, 200)} ` +
        `${String(request.payload ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      for (const problem of answerProblems(answer, request.sent)) {
        if (!(problem.startsWith('status') && isDeliberate(answer))) {
          record(`${where}: ${problem}`, example());
        }
      }
      if (res.statusCode >= 400 && committed.length > 0) {
        const tables = await watch.tablesWrittenBy(committed);
        if (tables.length === 0 || tables.some((table) => !WRITTEN_ON_ERROR.has(table))) {
          record(`${where}: database changed on an error answer (${tables.join(', ')})`, example());
        }
      }
    }
  }

  const cpu = process.cpuUsage(cpuBefore);
  console.info(
    `fuzz: seed ${SEED}, ${routes.length} routes × ${runsPerRoute} cases = ${counts.sent} requests ` +
      `(${counts.malformed} malformed, ${counts.writes} wrote to the database) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); ` +
      `answers ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
      `${findings.size} findings`,
  );
  const report = [...findings].map(([key, { count, example }]) => `${key} ×${count}\n  ${example}`);
  expect(report).toEqual([]);
  if (ONLY) return;
  expect(counts.malformed).toBeGreaterThanOrEqual(MALFORMED_TARGET);
  // The change check only means something if it saw the writes of the requests that succeeded.
  expect(counts.writes).toBeGreaterThan(100);
}, 300_000);
