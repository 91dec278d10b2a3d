import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import { clearSession, setSession } from '@/api/session';
import { sessionUserFixture } from '@/api/testing/session-user-fixture';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { readSession } from '@/offline/session';
import { resetDb } from '@/offline/testing/reset-db';
import { connectSessionMirror } from './session-mirror';

vi.mock('@/offline/outbox/request-outbox-sync', () => ({
  requestOutboxSync: vi.fn(() => Promise.resolve('page')),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

// Ran out a minute ago: the next call renews it first.
const expired: SessionUser = {
  ...sessionUserFixture,
  accessToken: 'access-1',
  accessTokenExpiresAt: Date.now() - 60_000,
  refreshToken: 'session.refresh-1',
};

let stop: () => void = () => undefined;
beforeEach(async () => {
  await resetDb();
});
afterEach(() => {
  stop();
  clearSession();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('session mirror', () => {
  it('a renewed access token reaches the workers and replays the outbox a 401 kept waiting', async () => {
    setSession(expired);
    stop = connectSessionMirror();
    await vi.waitFor(async () => expect((await readSession())?.accessToken).toBe('access-1'));
    vi.mocked(requestOutboxSync).mockClear();

    const fetch = vi.fn<typeof globalThis.fetch>((input) =>
      Promise.resolve(
        String(input instanceof Request ? input.url : input).endsWith('/auth/refresh')
          ? json({
              accessToken: 'access-2',
              accessTokenExpiresAt: Date.now() + 15 * 60_000,
              refreshToken: 'session.refresh-2',
              roles: ['ROLE_USER'],
            })
          : json({ ok: true }),
      ),
    );
    await createApiClient({ prefixUrl: 'http://festival.test/api', fetch }).get('x').json();

    await vi.waitFor(async () => expect((await readSession())?.accessToken).toBe('access-2'));
    expect(requestOutboxSync).toHaveBeenCalledTimes(1);
  });
});
