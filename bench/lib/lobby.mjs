import { startFixtureServer } from './fixture-server.mjs';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { median, round } from './stats.mjs';

export const LOBBY_PEOPLE = 20_000;
export const TARGET_LOBBY_MS = 100;

/** What a phone asks the lobby for: first pages of both sorts, deep pages, a filtered search. */
const CASES = [
  { name: 'recommended, page 1', page: 0, body: { sort: { sortBy: 'recommended', order: 'asc' } } },
  {
    name: 'recommended, page 51',
    page: 50,
    body: { sort: { sortBy: 'recommended', order: 'asc' } },
  },
  { name: 'A to Z, page 1', page: 0, body: { sort: { sortBy: 'name', order: 'asc' } } },
  { name: 'Z to A, page 101', page: 100, body: { sort: { sortBy: 'name', order: 'desc' } } },
  { name: 'search and tag', page: 0, body: { filter: { search: 'Producer', id: 3 } } },
];

async function timedPage(baseUrl, token, { page, body }) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/user/get/lobby/page/${page}`, {
    method: 'POST',
    headers: {
      [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...body, size: 10 }),
  });
  const json = await res.json();
  const ms = performance.now() - started;
  if (!res.ok || json.content.length !== 10 || typeof json.content[0].score !== 'number') {
    throw new Error(`lobby page ${page}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  }
  return ms;
}

/**
 * POST /api/user/get/lobby/page/{n} over loopback HTTP with a score for each of 20,000 people
 * (the lobby test's people), request to parsed answer, one at a time: the median per case after a
 * warm-up call, and the slowest case's median as the figure.
 */
export async function lobbyPage({ runs, logDir, databaseUrl }) {
  const server = await startFixtureServer({
    fixture: 'lobby',
    options: { people: LOBBY_PEOPLE },
    databaseUrl,
    logDir,
  });
  try {
    const { token, people } = server.data;
    // Cases take turns, so a burst of load elsewhere on the machine hits all of them a little.
    for (const lobbyCase of CASES) await timedPage(server.baseUrl, token, lobbyCase);
    const times = CASES.map(() => []);
    for (let run = 0; run < Math.max(runs, 5); run += 1) {
      for (const [i, lobbyCase] of CASES.entries()) {
        times[i].push(await timedPage(server.baseUrl, token, lobbyCase));
      }
    }
    const cases = CASES.map((lobbyCase, i) => ({
      name: lobbyCase.name,
      medianMs: round(median(times[i])),
      raw: times[i].map((ms) => round(ms)),
    }));
    return {
      database: server.kind,
      people,
      cases,
      slowestMedianMs: Math.max(...cases.map((c) => c.medianMs)),
      targetMs: TARGET_LOBBY_MS,
    };
  } finally {
    await server.stop();
  }
}
