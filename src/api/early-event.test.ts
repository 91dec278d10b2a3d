import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client';
import { API_PREFIX } from './contract/common';
import { sendEventRequestEarly } from './early-event';
import { getEvent } from './events';
import { eventFixture } from '@/offline/testing/program-fixtures';

// The app's client with an absolute prefix (node's Request needs one); fetch stays the global.
vi.mock('./client', async (importOriginal) => {
  const actual = await importOriginal<typeof Client>();
  return { ...actual, api: actual.createApiClient({ prefixUrl: 'http://festival.test/api' }) };
});

/** The single-event endpoint: answers in turn from `answers` (the last one repeats). */
const eventServer = (...answers: { status: number; body: unknown }[]) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      calls.push(
        new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname,
      );
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      return Promise.resolve(
        new Response(JSON.stringify(answer?.body ?? {}), {
          status: answer?.status ?? 500,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event asked for by the entry on a first visit', () => {
  it('goes out at once, and the event page takes that answer instead of asking again', async () => {
    const calls = eventServer({ status: 200, body: eventFixture(31) });
    sendEventRequestEarly(31);
    expect(calls).toEqual([`${API_PREFIX}/event/get/single/31`]);
    expect((await getEvent(31)).id).toBe(31);
    expect(calls).toHaveLength(1);
    // Taken once: the next visit asks afresh.
    await getEvent(31);
    expect(calls).toHaveLength(2);
  });

  it('is not taken for another event', async () => {
    const calls = eventServer({ status: 200, body: eventFixture(31) });
    sendEventRequestEarly(31);
    eventServer({ status: 200, body: eventFixture(32) });
    expect((await getEvent(32)).id).toBe(32);
    expect(calls).toHaveLength(1);
  });

  it('an early answer that breaks the contract is asked for again through the client', async () => {
    const calls = eventServer(
      { status: 200, body: { ...eventFixture(31), dateTime: 'soon' } },
      { status: 200, body: eventFixture(31) },
    );
    sendEventRequestEarly(31);
    expect(await getEvent(31)).toEqual(eventFixture(31));
    expect(calls).toHaveLength(2);
  });

  it('an early 404 (a draft, asked for without the session) is asked again by the client', async () => {
    const calls = eventServer(
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: eventFixture(31) },
    );
    sendEventRequestEarly(31);
    expect((await getEvent(31)).id).toBe(31);
    expect(calls).toHaveLength(2);
  });
});
