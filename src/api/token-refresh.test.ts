import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, createApiClient } from './client';
import type { SessionUser } from './contract/auth';
import { API_MESSAGES } from './contract/common';
import { SESSION_STORAGE_KEY, clearSession, sessionState, setSession } from './session';
import { sessionUserFixture } from './testing/session-user-fixture';
import { REFRESH_LOCK } from './token-refresh';

const PREFIX = 'http://festival.test/api';
const LATER = Date.UTC(2100, 0, 1);

const user: SessionUser = {
  ...sessionUserFixture,
  accessToken: 'access-1',
  accessTokenExpiresAt: LATER,
  refreshToken: 'session.refresh-1',
};

const renewed = {
  accessToken: 'access-2',
  accessTokenExpiresAt: LATER,
  refreshToken: 'session.refresh-2',
  roles: ['ROLE_USER', 'ROLE_GATE'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (request: Request) => Response | Promise<Response>;

/** A fake server: `refresh` answers auth/refresh, `other` every other call. */
const server = (refresh: Answer, other: Answer) => {
  const calls: { url: string; authorization: string | null; body: string }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      body: await request.clone().text(),
    });
    return request.url.endsWith('/auth/refresh') ? refresh(request) : other(request);
  });
  return { fetch, calls, client: createApiClient({ prefixUrl: PREFIX, fetch }) };
};

/** The member route: 401 for anything but the renewed token. */
const memberRoute: Answer = (request) =>
  request.headers.get('Authorization') === 'Bearer access-2'
    ? json(200, { ok: true })
    : json(401, { message: API_MESSAGES.notLoggedIn });

const refreshCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.endsWith('/auth/refresh'));

const onUnauthorized = vi.fn();
beforeEach(() => {
  configureApiClient({ onUnauthorized, onError: vi.fn() });
  setSession(user);
});
afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('refreshing the session', () => {
  it('a refused access token is renewed with the refresh token and the call sent again', async () => {
    const { client, calls } = server(() => json(200, renewed), memberRoute);
    expect(await client.get('ticket/my/all').json()).toEqual({ ok: true });
    expect(refreshCalls(calls)).toEqual([
      expect.objectContaining({ body: JSON.stringify({ refreshToken: 'session.refresh-1' }) }),
    ]);
    expect(calls.at(-1)?.authorization).toBe('Bearer access-2');
    expect(sessionState.user).toMatchObject({ ...renewed, id: user.id });
    // Stored too, so other tabs, the worker's mirror and the next start use the new tokens.
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('session.refresh-2');
  });

  it('an access token about to run out is renewed before the call, not after a 401', async () => {
    setSession({ ...user, accessTokenExpiresAt: Date.now() + 10_000 });
    const { client, calls } = server(() => json(200, renewed), memberRoute);
    await client.get('ticket/my/all').json();
    expect(calls.map((call) => call.url.replace(PREFIX, ''))).toEqual([
      '/auth/refresh',
      '/ticket/my/all',
    ]);
  });

  it('calls refused at once share one refresh (a refresh token works only once)', async () => {
    let answer: () => void = () => undefined;
    const { client, calls } = server(
      () => new Promise((resolve) => (answer = () => resolve(json(200, renewed)))),
      memberRoute,
    );
    const all = Promise.all(['a', 'b', 'c'].map((path) => client.get(path).json()));
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    answer();
    expect(await all).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('tabs take turns through a Web Lock and take what another tab stored meanwhile', async () => {
    const requested: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          requested.push(name);
          // The other tab held the lock and renewed first.
          localStorage.setItem(
            SESSION_STORAGE_KEY,
            JSON.stringify({ ...user, ...renewed, roles: user.roles }),
          );
          return callback();
        },
      },
    });
    const { client, calls } = server(() => json(401, { message: 'used' }), memberRoute);
    expect(await client.get('ticket/my/all').json()).toEqual({ ok: true });
    expect(requested).toEqual([REFRESH_LOCK]);
    expect(refreshCalls(calls)).toEqual([]);
    expect(sessionState.user?.refreshToken).toBe('session.refresh-2');
  });

  it('a refused refresh logs out once and sends the app to /login', async () => {
    const { client } = server(() => json(401, { message: 'Your session has ended.' }), memberRoute);
    const results = await Promise.allSettled([client.get('a').json(), client.get('b').json()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(sessionState.user).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('offline the session stays: the refresh is tried again when the server answers', async () => {
    const { client, calls } = server(
      () => Promise.reject(new TypeError('Failed to fetch')),
      memberRoute,
    );
    await expect(client.get('ticket/my/all').json()).rejects.toMatchObject({ status: 401 });
    expect(sessionState.user).toEqual(user);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('a 401 that is not about the token (a wrong password) renews nothing', async () => {
    const { client, calls } = server(
      () => json(200, renewed),
      () => json(401, { message: 'You entered the wrong email or password' }),
    );
    await client.post('auth/signin', { json: {}, context: { quiet: true } }).catch(() => undefined);
    expect(refreshCalls(calls)).toEqual([]);
    expect(sessionState.user).toEqual(user);
  });

  it('a logout while the refresh was on its way is not undone by its answer', async () => {
    const pending: { answer?: () => void } = {};
    const { client } = server(
      () => new Promise((resolve) => (pending.answer = () => resolve(json(200, renewed)))),
      memberRoute,
    );
    const call = client
      .get('ticket/my/all')
      .json()
      .catch(() => 'failed');
    await vi.waitFor(() => expect(pending.answer).toBeDefined());
    clearSession();
    pending.answer?.();
    await call;
    expect(sessionState.user).toBeNull();
  });
});
