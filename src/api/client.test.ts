import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, QUIET, configureApiClient, createApiClient, describeFailure } from './client';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './contract/common';
import { isServerUnreachable } from './server-reach';
import { clearSession, sessionState, setSession } from './session';
import type { SessionUser } from './contract/auth';

const user: SessionUser = {
  id: 1,
  accessToken: 'jwt-1',
  accessTokenExpiresAt: Date.UTC(2100, 0, 1),
  refreshToken: 'session.refresh',
  roles: ['ROLE_USER'],
  firstName: null,
  lastName: null,
  name: 'one',
  fullName: null,
  email: 'one@example.org',
  bio: null,
  image: null,
  favourites: [],
  firstLogin: false,
  socials: {},
};

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );

const onUnauthorized = vi.fn();
const onError = vi.fn();

beforeEach(() => {
  configureApiClient({ onUnauthorized, onError });
});

afterEach(() => {
  clearSession();
  vi.clearAllMocks();
});

const clientWith = (fetch: typeof globalThis.fetch) =>
  createApiClient({ prefixUrl: 'http://festival.test/api', fetch });

describe('api client', () => {
  it('sends the frontend token and, when logged in, the bearer token', async () => {
    const fetch = respond(200, { ok: true });
    setSession(user);
    await clientWith(fetch).get('user/get/lobby/own').json();
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://festival.test/api/user/get/lobby/own');
    expect(request.headers.get(FRONTEND_TOKEN_HEADER)).toBe(FRONTEND_TOKEN);
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetch = respond(200, {});
    await clientWith(fetch).get('ticket/all').json();
    expect((fetch.mock.calls[0]?.[0] as Request).headers.has('Authorization')).toBe(false);
  });

  it('logs out and asks the app to go to /login on a 401', async () => {
    setSession(user);
    const failure = await clientWith(respond(401, { message: 'Token expired' }))
      .get('order/my')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(describeFailure(failure)).toMatchObject({ status: 401, message: 'Token expired' });
    expect(sessionState.user).toBeNull();
    expect(localStorage.getItem('festival.session')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports the server message of other failures', async () => {
    setSession(user);
    await expect(
      clientWith(respond(403, { message: 'Not yours' })).post('feed/delete/3'),
    ).rejects.toThrow('Not yours');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Not yours' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sessionState.user).not.toBeNull();
  });

  it('stays silent for failures without a message body', async () => {
    await expect(clientWith(respond(400, { nope: 1 })).post('x')).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves quiet calls to the caller, even on a 401', async () => {
    setSession(user);
    const failure = await clientWith(respond(401, { message: 'Wrong password' }))
      .post('auth/signin', { json: {}, ...QUIET })
      .catch((error: unknown) => error);
    expect(describeFailure(failure)).toMatchObject({ status: 401, message: 'Wrong password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(sessionState.user).not.toBeNull();
  });

  it('describes errors without a response as unknown', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: null,
      server: null,
    });
  });
  it('marks the server unreachable on a network failure or a gateway error, until it answers', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await clientWith(offline)
      .get('ticket/all', { retry: 0 })
      .catch(() => undefined);
    expect(isServerUnreachable()).toBe(true);
    await clientWith(respond(200, {})).get('ticket/all').json();
    expect(isServerUnreachable()).toBe(false);
    await clientWith(respond(502, {}))
      .get('ticket/all', { retry: 0 })
      .catch(() => undefined);
    expect(isServerUnreachable()).toBe(true);
    await clientWith(respond(404, { message: 'Not found' }))
      .get('ticket/all', QUIET)
      .catch(() => undefined);
    expect(isServerUnreachable()).toBe(false);
  });
});
