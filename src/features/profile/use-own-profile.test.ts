import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileDetails } from '@/api/contract/people';
import { getProfileDetails } from '@/api/people';
import { clearSession, sessionState, setSession } from '@/api/session';
import { db } from '@/offline/db';
import { resetDb } from '@/offline/testing/reset-db';
import { profileFixture } from './testing/render-profile';
import { useOwnProfile } from './use-own-profile';

vi.mock('@/api/people', () => ({ getProfileDetails: vi.fn() }));

const details = (patch: Partial<ProfileDetails> = {}): ProfileDetails => ({
  ...profileFixture(),
  sameCompanyUsers: { users: [] },
  sameRoleUsers: {
    users: [
      {
        id: 9,
        fullName: null,
        name: 'Nora',
        image: null,
        labelRole: null,
        role: 'DJ',
        companyName: null,
      },
    ],
  },
  ...patch,
});

beforeEach(async () => {
  await resetDb();
  setSession({
    id: 7,
    accessToken: 'token',
    accessTokenExpiresAt: Date.UTC(2100, 0, 1),
    refreshToken: 'session.refresh',
    roles: ['ROLE_USER'],
    firstName: 'Erika',
    lastName: 'Mustermann',
    name: 'erika',
    fullName: 'Erika Mustermann',
    email: 'erika@example.test',
    bio: null,
    image: null,
    favourites: [],
    firstLogin: false,
    socials: {},
  });
});
afterEach(() => {
  clearSession();
  vi.mocked(getProfileDetails).mockReset();
});

describe('useOwnProfile', () => {
  it('keeps the fetched profile in Dexie and mirrors names and photo into the session', async () => {
    vi.mocked(getProfileDetails).mockResolvedValue(details({ image: '/api/file/3', bio: 'Hi' }));
    const { result } = renderHook(() => useOwnProfile(7));
    await waitFor(() => expect(result.current.details?.image).toBe('/api/file/3'));
    expect(result.current.offline).toBe(false);
    expect((await db.profile.get(7))?.profile).toMatchObject({ id: 7, bio: 'Hi' });
    expect(sessionState.user?.image).toBe('/api/file/3');
  });

  it('shows the stored copy when the server cannot be reached', async () => {
    await db.profile.put({ id: 7, profile: details({ bio: 'Stored' }), storedAt: 1 });
    vi.mocked(getProfileDetails).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOwnProfile(7));
    await waitFor(() => expect(result.current.offline).toBe(true));
    expect(result.current.details?.bio).toBe('Stored');
  });

  it('stores an updated profile and keeps the related people', async () => {
    await db.profile.put({ id: 7, profile: details(), storedAt: 1 });
    vi.mocked(getProfileDetails).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOwnProfile(7));
    await waitFor(() => expect(result.current.details).toBeTruthy());
    await result.current.storeUser(profileFixture({ firstName: 'Greta' }));
    await waitFor(() => expect(result.current.details?.firstName).toBe('Greta'));
    expect(result.current.details?.sameRoleUsers.users.map((u) => u.id)).toEqual([9]);
    expect(sessionState.user?.firstName).toBe('Greta');
  });
});
