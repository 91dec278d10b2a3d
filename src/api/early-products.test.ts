import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client';
import { API_PREFIX } from './contract/common';
import { SHOP_PATHS } from './contract/shop';
import { sendProductsRequestEarly } from './early-products';
import { getProducts } from './products';
import { productFixture as product } from './testing/product-fixture';

// The app's client with an absolute prefix (node's Request needs one); fetch stays the global.
vi.mock('./client', async (importOriginal) => {
  const actual = await importOriginal<typeof Client>();
  return { ...actual, api: actual.createApiClient({ prefixUrl: 'http://festival.test/api' }) };
});

/** The products endpoint: answers in turn from `answers` (the last one repeats), calls counted. */
const productsServer = (...answers: { status: number; body: unknown }[]) => {
  const calls: { url: string; token: string | null }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://festival.test'),
      init,
    );
    calls.push({
      url: new URL(request.url).pathname,
      token: request.headers.get('x-frontend-token'),
    });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? {
      status: 500,
      body: {},
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
};

beforeEach(() => {
  vi.useRealTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the shop products asked for by the entry', () => {
  it('go out at once, and the shop takes that answer instead of asking again', async () => {
    const calls = productsServer({ status: 200, body: [product('day', 4900)] });
    sendProductsRequestEarly();
    // The entry's zod-free copy of the path is the contract's.
    expect(calls).toEqual([
      { url: `${API_PREFIX}/${SHOP_PATHS.products}`, token: 'festival-web-v1' },
    ]);
    expect(await getProducts()).toEqual([product('day', 4900)]);
    expect(calls).toHaveLength(1);
  });

  it('are taken once: the next visit to the shop asks afresh', async () => {
    const calls = productsServer(
      { status: 200, body: [product('day', 4900)] },
      { status: 200, body: [product('day', 5900)] },
    );
    sendProductsRequestEarly();
    await getProducts();
    expect(await getProducts()).toEqual([product('day', 5900)]);
    expect(calls).toHaveLength(2);
  });

  it('after a failed early answer, the shop asks again through the API client', async () => {
    const calls = productsServer(
      { status: 503, body: { message: 'busy' } },
      { status: 200, body: [product('week', 12900)] },
    );
    sendProductsRequestEarly();
    expect(await getProducts()).toEqual([product('week', 12900)]);
    expect(calls).toHaveLength(2);
  });

  it('an answer the shop did not take within 30 s is not used: prices and stock change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = productsServer(
      { status: 200, body: [product('day', 4900)] },
      { status: 200, body: [product('day', 5900)] },
    );
    sendProductsRequestEarly();
    vi.setSystemTime(Date.now() + 30_001);
    expect(await getProducts()).toEqual([product('day', 5900)]);
    expect(calls).toHaveLength(2);
  });

  it('nothing goes out offline', async () => {
    const calls = productsServer({ status: 200, body: [product('day', 4900)] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sendProductsRequestEarly();
    vi.restoreAllMocks();
    expect(calls).toEqual([]);
    await getProducts();
    expect(calls).toHaveLength(1);
  });
});
