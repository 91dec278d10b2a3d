import { api } from './server.mjs';
import { probe as probeAny, run, summary } from './load.mjs';

// What Giggity and EventFahrplan send: no frontend token, gzip accepted.
const APP_ENCODINGS = 'gzip';

const probe = (url, headers) => probeAny(url, { headers });

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
