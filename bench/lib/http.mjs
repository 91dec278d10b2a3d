import autocannon from 'autocannon';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { round } from './stats.mjs';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const summary = (result) => ({
  requestsPerSecond: round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/** POST /api/event/get/all/year on loopback: full body and ETag revalidation (304). */
export async function programEndpoint(baseUrl, { seconds = 10, rate = 1000 } = {}) {
  const url = `${baseUrl}/api/event/get/all/year`;
  const headers = { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN, 'content-type': 'application/json' };
  const first = await fetch(url, { method: 'POST', headers, body: '{}' });
  const etag = first.headers.get('etag');
  const bytes = (await first.arrayBuffer()).byteLength;
  const common = { url, method: 'POST', body: '{}', connections: 20, duration: seconds };
  const full = await run({ ...common, headers, overallRate: rate });
  const revalidate = await run({
    ...common,
    headers: { ...headers, 'if-none-match': etag ?? '' },
    overallRate: rate,
  });
  const unlimited = await run({ ...common, headers });
  return {
    bodyBytes: bytes,
    atRate: rate,
    full: summary(full),
    // A 304 counts as non-2xx in autocannon; here it is the expected answer.
    revalidate: summary(revalidate),
    fullMax: summary(unlimited),
  };
}
