import { z } from 'zod';
import { NICKNAME_MAX, socials } from './auth';
import { API_MESSAGES, ONE_LINE, role } from './common';
import { labelRole } from './program';
import { isWebLinkOrEmpty, WEB_LINK_MESSAGES } from './web-link';
import {
  companyDto,
  GENRES_MAX,
  genreDto,
  TAGS_MAX_ADMIN,
  tagDto,
  tagNameInput,
} from './reference';

/** Profiles (spec §2 User profile, §3 User/Profession, §5 Professions, §7 User). */

export const professionDto = z.object({
  id: z.number().int(),
  /** Free text, '' for the blank profession a user without one gets. */
  role: z.string(),
  companyId: z.number().int().nullable(),
  company: companyDto.nullable(),
});
export type ProfessionDto = z.infer<typeof professionDto>;
export const professionList = z.array(professionDto);

/** What a small tile of a person shows ('People working with', 'Other {role}'). */
export const userTile = z.object({
  id: z.number().int(),
  /** First and last name, null when neither is set. */
  fullName: z.string().nullable(),
  /** Artist or nickname (display name). Show `shownName(tile)`. */
  name: z.string().nullable(),
  image: z.string().nullable(),
  labelRole,
  /** Role of the first profession, null without one. */
  role: z.string().nullable(),
  companyName: z.string().nullable(),
});
export type UserTile = z.infer<typeof userTile>;
export const userTileList = z.array(userTile);

/**
 * A profile (spec §3 User). `email` and `firstLogin` are only filled for the owner (and email
 * for admins); everyone else gets null. `roles` are all of them for the owner and admins, for
 * everyone else at most ROLE_ARTIST (issue #42: no staff roles to others).
 */
export const userProfile = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Artist or nickname (display name). */
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  /** URL of the profile photo (/api/file/{id}) or null. */
  image: z.string().nullable(),
  imageFileId: z.number().int().nullable(),
  roles: z.array(role),
  labelRole,
  reference: z.string().nullable(),
  /** Role and company of the first profession ("role@company"). */
  role: z.string().nullable(),
  companyName: z.string().nullable(),
  professions: professionList,
  tags: z.array(tagDto),
  genre: z.array(genreDto),
  socials,
  firstLogin: z.boolean().nullable(),
  visibleOnWebsite: z.boolean(),
  /** True for the caller's own profile. */
  own: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

/**
 * GET /api/user/{id}/details/page/0 (member) and GET /api/user/public/{id} (anonymous, no login;
 * only artists, speakers and members who chose a public profile, else 404): the profile with its
 * same-company and same-role people (spec §3 sameCompanyUsers.users), only people who chose to be
 * seen. Posts come from the feed calls.
 */
export const profileDetails = userProfile.extend({
  sameCompanyUsers: z.object({ users: userTileList }),
  sameRoleUsers: z.object({ users: userTileList }),
});
export type ProfileDetails = z.infer<typeof profileDetails>;

/** Most people listed under 'People working with' and 'Other {role}'. */
export const RELATED_USERS_MAX = 12;

const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** Issue #43: the server stores web addresses only (no 'javascript:', 'data:', 'vbscript:'). */
const optionalLink = optionalText(300).refine(isWebLinkOrEmpty, WEB_LINK_MESSAGES.notWebLink);

/** A tag chosen in the profile: an existing id, or a new name (created with the blocked-word check). */
export const tagChoice = z.union([
  z.number().int().positive(),
  z.object({ id: z.number().int().positive(), name: z.string().optional() }),
  z.object({ id: z.null().optional(), name: tagNameInput }),
]);
export type TagChoice = z.infer<typeof tagChoice>;

/**
 * Body of POST /api/user/update. Absent fields stay as they are; null clears a text. `userId`
 * edits someone else (admin, or an editor of that profile); omitted, the caller's own profile.
 * `tags` replaces all tags: ids, `{id}` or `{name}` (a new name is created, or the existing tag of
 * that name used); at most 10 (spec §5 admin tag editor), the onboarding keeps to `TAGS_MAX` (3).
 */
export const userUpdateRequest = z.object({
  userId: z.number().int().positive().optional(),
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(50)
    .regex(ONE_LINE, API_MESSAGES.lineBreak)
    .optional(),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(50)
    .regex(ONE_LINE, API_MESSAGES.lineBreak)
    .optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Nickname is required')
    .max(NICKNAME_MAX)
    .regex(ONE_LINE, API_MESSAGES.lineBreak)
    .optional(),
  bio: optionalText(2000),
  website: optionalLink,
  socials: z
    .object({
      website: optionalLink,
      spotify: optionalLink,
      soundcloud: optionalLink,
      instagram: optionalLink,
      youtube: optionalLink,
      linkedIn: optionalLink,
      twitter: optionalLink,
    })
    .partial()
    .optional(),
  /** An upload of the caller (POST /api/file/upload), or null to remove the photo. */
  imageFileId: z.number().int().positive().nullable().optional(),
  tags: z.array(tagChoice).max(TAGS_MAX_ADMIN).optional(),
  genreIds: z.array(z.number().int().positive()).max(GENRES_MAX).optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

/** Query of GET /api/user/firstLogin?id= (marks the onboarding as seen) and GET /api/user/get?id=. */
export const userIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const firstLoginResponse = z.object({ firstLogin: z.literal(false) });

/** Body of POST /api/user/getAllByIds and POST /api/user/professions/get. */
export const userIdsRequest = z.object({ ids: z.array(z.number().int().positive()).max(200) });

export const PROFESSION_ROLE_MAX = 80;

/** Body of POST /api/user/profession/update/new {profession}: a new profession of the caller. */
export const professionNewRequest = z.object({
  profession: z.object({
    role: z.string().trim().max(PROFESSION_ROLE_MAX),
    companyId: z.number().int().positive().nullable().optional(),
  }),
});
export type ProfessionNewRequest = z.infer<typeof professionNewRequest>;

/** Body of POST /api/user/profession/update {profession}: changes one of the caller's professions. */
export const professionUpdateRequest = z.object({
  profession: z.object({
    id: z.number().int().positive(),
    role: z.string().trim().max(PROFESSION_ROLE_MAX),
    companyId: z.number().int().positive().nullable().optional(),
  }),
});
export type ProfessionUpdateRequest = z.infer<typeof professionUpdateRequest>;

/** Body of POST /api/user/profession/remove {id}. */
export const professionRemoveRequest = z.object({ id: z.number().int().positive() });

/** Spec §5 Professions and §8 profession failures. */
export const PROFESSIONS_MIN = 1;
export const PROFESSION_MESSAGES = {
  notAllowedTitle: 'Action not allowed',
  minimum: 'You need at least 1 profession.',
  updateFailed: 'Cannot update Profession',
  addFailed: 'Cannot add Profession',
  removeFailed: 'Cannot remove Profession',
  tryAgain: 'Please try again',
  notFound: 'Profession not found',
} as const;

/** Spec §5: removing is allowed only while at least 1 profession remains. */
export function canRemoveProfession(currentCount: number): boolean {
  return currentCount - 1 >= PROFESSIONS_MIN;
}

export const PEOPLE_MESSAGES = {
  userNotFound: 'User not found',
  /** Only the owner (or an admin / an editor of the profile) may change a profile. */
  notYourProfile: 'You may only change your own profile.',
  notYourUpload: 'This image was not uploaded by you.',
} as const;

/**
 * The name a profile shows (spec §2): first and last name, else display name, else 'Unnamed'.
 * Takes a profile, tile or card (`fullName`) or just the name parts.
 */
export function shownName(
  user: {
    fullName?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    name?: string | null;
  },
  unnamed = 'Unnamed',
): string {
  const parts = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean);
  const full = user.fullName?.trim() || parts.join(' ');
  return full || user.name?.trim() || unnamed;
}
