import { profileDetails, type ProfileDetails, type UserProfile } from '@/api/contract/people';
import { getProfileDetails } from '@/api/people';
import { db } from '../db';

const store = (details: ProfileDetails): Promise<number> =>
  db.profile.put({ id: details.id, profile: details, storedAt: Date.now() });

/** Fetches the user's own profile with the related people and keeps it for offline reading. */
export const syncProfile = async (userId: number): Promise<ProfileDetails> => {
  const details = await getProfileDetails(userId);
  await store(details);
  return details;
};

/** Keeps the own profile the server answered to an edit, with the related people stored before. */
export const storeEditedProfile = async (user: UserProfile): Promise<ProfileDetails> => {
  const parsed = profileDetails.safeParse((await db.profile.get(user.id))?.profile);
  const details: ProfileDetails = {
    ...user,
    sameCompanyUsers: parsed.success ? parsed.data.sameCompanyUsers : { users: [] },
    sameRoleUsers: parsed.success ? parsed.data.sameRoleUsers : { users: [] },
  };
  await store(details);
  return details;
};
