import { randomUUID } from 'node:crypto';
import { startFixtureServer } from './fixture-server.mjs';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './server.mjs';
import { percentile, round } from './stats.mjs';

export const ON_SALE = { buyers: 2000, ticketsEach: 5, quota: 5000 };
/** pretix's documented ceiling for one event, in tickets per minute. */
export const PRETIX_TICKETS_PER_MINUTE = '300–400';

const consumer = (i) => ({
  firstName: 'Bench',
  lastName: `Buyer ${i}`,
  email: `buyer-${i}@onsale.test`,
  gender: 9,
  date_of_birth: '1995-06-01',
  address: { street: 'Revaler Straße 99', city: 'Berlin', postalCode: '10245', country: 'DE' },
});

/** One phone: its own address (through the proxy's X-Forwarded-For), place, open the pay page, pay. */
async function buyOnce(baseUrl, i, { productUid, paymentMethodUid }) {
  const headers = {
    [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
    'x-forwarded-for': `2001:db8::${(i + 1).toString(16)}`,
  };
  const started = performance.now();
  const placed = await fetch(`${baseUrl}/api/ticket/order/place`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      products: [{ product: productUid, quantity: ON_SALE.ticketsEach }],
      vouchers: [],
      consumer: consumer(i),
      payment_method: paymentMethodUid,
    }),
  });
  const answer = await placed.json();
  const placeMs = performance.now() - started;
  if (placed.status !== 200) return { status: placed.status, message: answer.message, placeMs };
  const page = new URL(answer.link, baseUrl);
  const html = await fetch(page, { headers });
  if (!html.ok) throw new Error(`sandbox page: ${html.status}`);
  await html.text();
  const paid = await fetch(`${baseUrl}${page.pathname}/paid`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ t: page.searchParams.get('t') ?? '' }).toString(),
    redirect: 'manual',
  });
  const location = paid.headers.get('location') ?? '';
  if (paid.status !== 303 || !location.includes('order_state=completed')) {
    throw new Error(`paying order ${answer.orderId}: ${paid.status} ${location}`);
  }
  return { status: 200, placeMs, totalMs: performance.now() - started };
}

/** A connection the server dropped is that buyer's bad luck, counted; the sale goes on. */
const buy = (baseUrl, i, data) =>
  buyOnce(baseUrl, i, data).catch((error) => ({
    status: 'network',
    message: String(error?.cause?.code ?? error?.message ?? error),
  }));

/**
 * The on-sale peak on PostgreSQL: 2,000 buyers at once, each from its own address, ask for 5
 * tickets of a 5,000-ticket quota and pay on the sandbox page. Checks that exactly the quota was
 * sold and issued, every ticket once; the figure is buyers' first request to the last payment.
 */
export async function onSale({ databaseUrl, logDir }) {
  const server = await startFixtureServer({
    fixture: 'onsale',
    options: { quota: ON_SALE.quota },
    databaseUrl,
    env: { TRUST_PROXY: 'true' },
    logDir,
  });
  try {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: ON_SALE.buyers }, (_, i) => buy(server.baseUrl, i, server.data)),
    );
    const elapsedMs = performance.now() - started;
    const tally = await server.call('tally');
    const bought = answers.filter((a) => a.status === 200);
    const dropped = answers.filter((a) => a.status === 'network');
    const refused = answers.filter((a) => a.status === 409);
    const unexpected = answers.filter((a) => ![200, 409, 'network'].includes(a.status));
    const checks = {
      'tickets issued': [tally.tickets, ON_SALE.quota],
      'distinct ticket ids': [tally.distinctUids, ON_SALE.quota],
      'distinct ticket codes': [tally.distinctCodes, ON_SALE.quota],
      'tickets of completed orders': [tally.completedQuantity, ON_SALE.quota],
      'buyers who paid': [bought.length * ON_SALE.ticketsEach, ON_SALE.quota],
      'stock left': [tally.left, 0],
      'unpaid orders': [tally.pending, 0],
      'answers other than 200, 409 (sold out) or a dropped connection': [unexpected.length, 0],
    };
    const failed = Object.entries(checks).filter(([, [got, want]]) => got !== want);
    if (failed.length > 0) {
      const detail = failed.map(([what, [got, want]]) => `${what} ${got} ≠ ${want}`).join('; ');
      throw new Error(`on-sale tally wrong: ${detail}; e.g. ${JSON.stringify(unexpected[0])}`);
    }
    const minutes = elapsedMs / 60_000;
    const placeMs = answers.flatMap((a) => (a.placeMs === undefined ? [] : [a.placeMs]));
    return {
      database: server.kind,
      ...ON_SALE,
      elapsedMs: round(elapsedMs),
      ordersCompleted: tally.completed,
      ticketsSold: tally.tickets,
      soldOutAnswers: refused.length,
      droppedConnections: dropped.length,
      ordersPerMinute: round(tally.completed / minutes),
      ticketsPerMinute: round(tally.tickets / minutes),
      placeP50Ms: round(percentile(placeMs, 50)),
      placeP95Ms: round(percentile(placeMs, 95)),
      mailsSentByThen: tally.mails.sent,
      mailsQueued: tally.mails.queued,
      pretixTicketsPerMinute: PRETIX_TICKETS_PER_MINUTE,
    };
  } finally {
    await server.stop();
  }
}
