import { request } from 'node:http';
import autocannon from 'autocannon';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { round } from './stats.mjs';

/** What Chromium sends: the server answers brotli (precompressed) to it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

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

/** One POST as it goes over the wire (no decompression): status, ETag and body size. */
const probe = (url, headers) =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, etag: res.headers.etag, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end('{}');
  });

/**
 * POST /api/event/get/all/year on loopback with a browser's Accept-Encoding: the full body at a
 * fixed rate, ETag revalidation (304) at that rate, and the full body as fast as it goes.
 */
export async function programEndpoint(baseUrl, { seconds = 10, rate = 1000 } = {}) {
  const url = `${baseUrl}/api/event/get/all/year`;
  const headers = {
    [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
    'content-type': 'application/json',
    'accept-encoding': BROWSER_ENCODINGS,
  };
  const plain = await probe(url, { ...headers, 'accept-encoding': 'identity' });
  const wire = await probe(url, headers);
  if (plain.status !== 200 || wire.status !== 200) {
    throw new Error(`program endpoint answered ${plain.status} / ${wire.status}`);
  }
  const common = { url, method: 'POST', body: '{}', connections: 20, duration: seconds };
  const full = await run({ ...common, headers, overallRate: rate });
  const revalidate = await run({
    ...common,
    headers: { ...headers, 'if-none-match': wire.etag ?? '' },
    overallRate: rate,
  });
  const unlimited = await run({ ...common, headers });
  return {
    bodyBytes: plain.bytes,
    wireBytes: wire.bytes,
    atRate: rate,
    full: summary(full),
    // A 304 counts as non-2xx in autocannon; here it is the expected answer.
    revalidate: summary(revalidate),
    fullMax: summary(unlimited),
  };
}
