import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { probe as probeAny, run, summary } from './load.mjs';

/** What Chromium sends: the server answers brotli (precompressed) to it. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One POST of the program's empty filter. */
const probe = (url, headers) => probeAny(url, { method: 'POST', headers, body: '{}' });

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
