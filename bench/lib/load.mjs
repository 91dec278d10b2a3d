import { request } from 'node:http';
import autocannon from 'autocannon';
import { round } from './stats.mjs';

/** One autocannon round with its options, as a promise. */
export const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** What a round's report keeps: the rate reached, latencies and what went wrong. */
export const summary = (result) => ({
  requestsPerSecond: round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  '2xx': result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/** One request as it goes over the wire (no decompression): status, ETag, type and body size. */
export const probe = (url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
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
    req.end(body);
  });
