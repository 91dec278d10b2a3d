import type { SessionProfile } from '../../../src/api/contract/auth';
import type { Role } from '../../../src/api/contract/common';
import type { UserRow } from './queries';

/** Where the file module serves stored images. */
export function fileUrl(fileId: number): string {
  return `/api/file/${fileId}`;
}

export function toSessionProfile(
  user: UserRow,
  roles: Role[],
  favourites: number[],
): SessionProfile {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    roles,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    fullName: fullName || null,
    email: user.email,
    bio: user.bio,
    image: user.imageFileId === null ? null : fileUrl(user.imageFileId),
    favourites,
    firstLogin: user.firstLogin,
    socials: socialsOf(user),
  };
}

type SocialColumns =
  'website' | 'spotify' | 'soundcloud' | 'instagram' | 'youtube' | 'linkedin' | 'twitter';

/** A person's links as every profile answer names them. */
export const socialsOf = (user: Pick<UserRow, SocialColumns>) => ({
  website: user.website,
  spotify: user.spotify,
  soundcloud: user.soundcloud,
  instagram: user.instagram,
  youtube: user.youtube,
  linkedIn: user.linkedin,
  twitter: user.twitter,
});
