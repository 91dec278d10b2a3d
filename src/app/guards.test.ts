import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { clearSession, setSession } from '@/api/session';
import { sessionUserFixture } from '@/api/testing/session-user-fixture';
import { redirectWhenLoggedIn, requireRole, requireSession } from './guards';

const user: SessionUser = {
  ...sessionUserFixture,
  id: 3,
  accessToken: 'jwt',
  lastName: null,
  name: null,
  fullName: null,
};
const location = { href: '/events?day=2' } as ParsedLocation;

const thrownBy = (guard: () => void): unknown => {
  try {
    guard();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
};

afterEach(() => clearSession());

describe('route guards', () => {
  it('send visitors without a session to /login and back afterwards', () => {
    const thrown = thrownBy(() => requireSession({ location }));
    expect(isRedirect(thrown)).toBe(true);
    expect(isRedirect(thrown) && thrown.options).toMatchObject({
      to: '/login',
      search: { redirect: '/events?day=2' },
    });
  });

  it('let members through', () => {
    setSession(user);
    expect(thrownBy(() => requireSession({ location }))).toBeUndefined();
  });

  it('send logged-in users away from /login and /register', () => {
    expect(thrownBy(redirectWhenLoggedIn)).toBeUndefined();
    setSession(user);
    const thrown = thrownBy(redirectWhenLoggedIn);
    expect(isRedirect(thrown) && thrown.options).toMatchObject({ to: '/' });
  });

  it('send members without the role home', () => {
    setSession(user);
    const guard = requireRole('ROLE_ADMIN', 'ROLE_PROMOTER');
    expect(isRedirect(thrownBy(() => guard({ location })))).toBe(true);
    setSession({ ...user, roles: ['ROLE_USER', 'ROLE_PROMOTER'] });
    expect(thrownBy(() => guard({ location }))).toBeUndefined();
  });
});
