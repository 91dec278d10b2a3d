import { request } from 'node:http';
import autocannon from 'autocannon';
import { api } from './server.mjs';
import { round } from './stats.mjs';

// What Giggity and EventFahrplan send: no frontend token, gzip accepted.
const APP_ENCODINGS = 'gzip';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const summary = (result) => ({
  requestsPerSecond: round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  '2xx': result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

const probe = (url, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          etag: res.headers.etag,
          type: res.headers['content-type'],
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/**
 * GET /api/schedule/{year}/de/schedule.xml (issue #40) on loopback as schedule apps poll it:
 * ETag revalidation (304) at a fixed rate, and the full gzip body at the same rate.
 */
export async function scheduleExport(baseUrl, { seconds = 10, rate = 1000 } = {}) {
  const events = await api(baseUrl, 'event/get/all/year', { method: 'POST', json: {} });
  const year = events[0]?.year;
  if (!year) throw new Error('the demo program is empty');
  const url = `${baseUrl}/api/schedule/${year}/de/schedule.xml`;
  const headers = { 'accept-encoding': APP_ENCODINGS };
  const plain = await probe(url, {});
  const wire = await probe(url, headers);
  if (plain.status !== 200 || wire.status !== 200 || !wire.etag) {
    throw new Error(`schedule.xml answered ${plain.status} / ${wire.status}`);
  }
  const check = await probe(url, { ...headers, 'if-none-match': wire.etag });
  if (check.status !== 304) throw new Error(`schedule.xml revalidation answered ${check.status}`);
  const common = { url, method: 'GET', connections: 20, duration: seconds, overallRate: rate };
  const revalidate = await run({ ...common, headers: { ...headers, 'if-none-match': wire.etag } });
  const full = await run({ ...common, headers });
  return {
    year,
    events: events.length,
    bodyBytes: plain.bytes,
    wireBytes: wire.bytes,
    atRate: rate,
    // A 304 counts as non-2xx in autocannon; here it is the expected answer.
    revalidate: summary(revalidate),
    full: summary(full),
  };
}
