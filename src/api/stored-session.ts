import type { SessionUser, Socials } from './contract/auth';
import { isRole, type Role } from './contract/roles';

// The stored session is read before the first render, where zod would add 15–25 KB (gzip) to
// every first load: this is the contract's `sessionUser` by hand. stored-session.test.ts checks
// that both accept and return the same.

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

const SOCIAL_KEYS = [
  'website',
  'spotify',
  'soundcloud',
  'instagram',
  'youtube',
  'linkedIn',
  'twitter',
] as const satisfies readonly (keyof Socials)[];

const readSocials = (value: unknown): Socials | null => {
  if (!isFields(value)) return null;
  const socials: Socials = {};
  for (const key of SOCIAL_KEYS) {
    if (!(key in value)) continue;
    const link = value[key];
    if (link !== undefined && !isTextOrNull(link)) return null;
    socials[key] = link;
  }
  return socials;
};

const readRoles = (value: unknown): Role[] | null =>
  Array.isArray(value) && value.every(isRole) ? [...value] : null;

const readFavourites = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every(isWholeNumber) ? [...value] : null;

/** The stored session user, or null when `value` is none. */
export const readSessionUser = (value: unknown): SessionUser | null => {
  if (!isFields(value)) return null;
  const { id, accessToken, email, firstLogin } = value;
  const names = [value.firstName, value.lastName, value.name, value.fullName];
  const roles = readRoles(value.roles);
  const favourites = readFavourites(value.favourites);
  const socials = readSocials(value.socials);
  if (!isWholeNumber(id) || !isText(accessToken) || !isText(email)) return null;
  if (typeof firstLogin !== 'boolean' || !roles || !favourites || !socials) return null;
  if (!names.every(isTextOrNull) || !isTextOrNull(value.bio) || !isTextOrNull(value.image)) {
    return null;
  }
  const [firstName, lastName, name, fullName] = names;
  return {
    id,
    accessToken,
    roles,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    name: name ?? null,
    fullName: fullName ?? null,
    email,
    bio: value.bio,
    image: value.image,
    favourites,
    firstLogin,
    socials,
  };
};
