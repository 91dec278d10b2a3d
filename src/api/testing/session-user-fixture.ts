import type { SessionUser } from '../contract/auth';

/** A logged-in member as the session store holds one. */
export const sessionUserFixture: SessionUser = {
  id: 7,
  accessToken: 'token-7',
  // Far ahead, so no test renews it unless it means to.
  accessTokenExpiresAt: Date.UTC(2100, 0, 1),
  refreshToken: 'session-7.refresh',
  roles: ['ROLE_USER'],
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'ada',
  fullName: 'Ada Lovelace',
  email: 'ada@example.org',
  bio: null,
  image: null,
  favourites: [],
  firstLogin: false,
  socials: {},
};
