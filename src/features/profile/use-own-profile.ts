import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { profileDetails, type ProfileDetails, type UserProfile } from '@/api/contract/people';
import { updateSession } from '@/api/session';
import { db } from '@/offline/db';
import { storeEditedProfile, syncProfile } from '@/offline/sync/sync-profile';

export interface OwnProfile {
  /** The last known profile (Dexie), undefined while reading, null when none is stored yet. */
  details: ProfileDetails | null | undefined;
  /** True when the last fetch failed (offline): the screen shows the stored copy. */
  offline: boolean;
  refresh: () => Promise<void>;
  /** Stores an updated own profile the server answered (keeps the related people). */
  storeUser: (user: UserProfile) => Promise<void>;
}

/** The session shows the user's names, picture and socials: it follows the stored profile. */
const followInSession = ({
  firstName,
  lastName,
  name,
  fullName,
  bio,
  image,
  socials,
}: ProfileDetails) => updateSession({ firstName, lastName, name, fullName, bio, image, socials });

/** The own profile, read from Dexie so it shows offline, refreshed from the server (spec §3). */
export const useOwnProfile = (userId: number): OwnProfile => {
  const [offline, setOffline] = useState(false);
  const details = useLiveQuery(async () => {
    const parsed = profileDetails.safeParse((await db.profile.get(userId))?.profile);
    return parsed.success ? parsed.data : null;
  }, [userId]);

  const refresh = useCallback(async () => {
    try {
      followInSession(await syncProfile(userId));
      setOffline(false);
    } catch (error) {
      console.error('Profile load failed', error);
      setOffline(true);
    }
  }, [userId]);

  const storeUser = useCallback(async (user: UserProfile) => {
    followInSession(await storeEditedProfile(user));
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { details, offline, refresh, storeUser };
};
