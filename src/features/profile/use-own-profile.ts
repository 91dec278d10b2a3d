import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { profileDetails, type ProfileDetails, type UserProfile } from '@/api/contract/people';
import { getProfileDetails } from '@/api/people';
import { updateSession } from '@/api/session';
import { db } from '@/offline/db';

export interface OwnProfile {
  /** The last known profile (Dexie), undefined while reading, null when none is stored yet. */
  details: ProfileDetails | null | undefined;
  /** True when the last fetch failed (offline): the screen shows the stored copy. */
  offline: boolean;
  refresh: () => Promise<void>;
  /** Stores an updated own profile the server answered (keeps the related people). */
  storeUser: (user: UserProfile) => Promise<void>;
}

const store = async (details: ProfileDetails) => {
  await db.profile.put({ id: details.id, profile: details, storedAt: Date.now() });
  const { firstName, lastName, name, fullName, bio, image, socials } = details;
  updateSession({ firstName, lastName, name, fullName, bio, image, socials });
};

/** The own profile, read from Dexie so it shows offline, refreshed from the server (spec §3). */
export const useOwnProfile = (userId: number): OwnProfile => {
  const [offline, setOffline] = useState(false);
  const details = useLiveQuery(async () => {
    const row = await db.profile.get(userId);
    if (!row) return null;
    const parsed = profileDetails.safeParse(row.profile);
    return parsed.success ? parsed.data : null;
  }, [userId]);

  const refresh = useCallback(async () => {
    try {
      await store(await getProfileDetails(userId));
      setOffline(false);
    } catch (error) {
      console.error('Profile load failed', error);
      setOffline(true);
    }
  }, [userId]);

  const storeUser = useCallback(
    async (user: UserProfile) => {
      const row = await db.profile.get(userId);
      const parsed = profileDetails.safeParse(row?.profile);
      const related = parsed.success
        ? {
            sameCompanyUsers: parsed.data.sameCompanyUsers,
            sameRoleUsers: parsed.data.sameRoleUsers,
          }
        : { sameCompanyUsers: { users: [] }, sameRoleUsers: { users: [] } };
      await store({ ...user, ...related });
    },
    [userId],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { details, offline, refresh, storeUser };
};
