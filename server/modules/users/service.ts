import { AUTH_MESSAGES } from '../../../src/api/contract/auth';
import { API_MESSAGES, type Role } from '../../../src/api/contract/common';
import {
  canRemoveProfession,
  PEOPLE_MESSAGES,
  PROFESSION_MESSAGES,
  type ProfessionDto,
  type ProfileDetails,
  RELATED_USERS_MAX,
  type UserProfile,
  type UserUpdateRequest,
} from '../../../src/api/contract/people';
import { LABEL_ROLES, type LabelRole } from '../../../src/api/contract/program';
import {
  GENRES_MAX,
  isBlockedTagWord,
  REFERENCE_MESSAGES,
} from '../../../src/api/contract/reference';
import type { Database, Executor } from '../../db/client';
import { isForeignKeyViolation, pgConstraint } from '../../db/errors';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { uniqueViolation } from '../auth/unique-violation';
import { fileUrl, socialsOf } from '../auth/session-user';
import { countExisting, findCompany, findOrCreateTag } from '../reference/queries';
import * as queries from './queries';

/** Who looks at a profile: a member, or nobody (the anonymous /u/user/{id} view). */
export type Viewer = AuthUser | null;

const SHOWN_ROLES: ReadonlySet<Role> = new Set(['ROLE_ARTIST']);

const isAdmin = (user: Viewer) => user?.roles.includes('ROLE_ADMIN') ?? false;

const labelRoleOf = (label: string | null): LabelRole =>
  (LABEL_ROLES as readonly string[]).includes(label ?? '') ? (label as LabelRole) : null;

/** The profession shown as role@company: the first with a role, else the first. */
const shownProfession = (list: readonly ProfessionDto[]) =>
  list.find((p) => p.role.trim() !== '') ?? list[0];

function toProfile(row: queries.ProfileRow, viewer: Viewer): UserProfile {
  const { user } = row;
  const own = viewer?.id === user.id;
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const first = shownProfession(row.professions);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    fullName: fullName || null,
    email: own || isAdmin(viewer) ? user.email : null,
    bio: user.bio,
    image: user.imageFileId === null ? null : fileUrl(user.imageFileId),
    imageFileId: user.imageFileId,
    // Others see only what the page shows (artist or speaker), never staff roles.
    roles: own || isAdmin(viewer) ? row.roles : row.roles.filter((r) => SHOWN_ROLES.has(r)),
    labelRole: labelRoleOf(user.roleLabel),
    reference: user.reference,
    role: first?.role.trim() || null,
    companyName: first?.company?.name ?? null,
    professions: row.professions,
    tags: row.tags,
    genre: row.genres,
    socials: socialsOf(user),
    firstLogin: own ? user.firstLogin : null,
    visibleOnWebsite: user.visibleOnWebsite,
    own,
  };
}

/** Profiles, onboarding and professions (spec §2 User profile, §4 Onboarding, §5, §6, §7 User). */
export function createUserService(db: Database) {
  async function loadProfile(executor: Executor, id: number, viewer: Viewer) {
    let row = await queries.findProfile(executor, id);
    if (!row) throw new HttpError(404, PEOPLE_MESSAGES.userNotFound);
    // Spec §5: a user with no profession gets one added automatically (when they look at it).
    if (viewer?.id === id && row.professions.length === 0) {
      await queries.ensureProfession(executor, id);
      row = (await queries.findProfile(executor, id)) ?? row;
    }
    return row;
  }

  /** Owner, admin, or an editor of this profile (spec §6 editableBy) may change it. */
  async function assertMayEdit(caller: AuthUser, targetId: number) {
    if (caller.id === targetId || isAdmin(caller)) return;
    if (await queries.isEditorOf(db, targetId, caller.id)) return;
    throw new HttpError(403, PEOPLE_MESSAGES.notYourProfile);
  }

  async function resolveTagIds(
    executor: Executor,
    choices: NonNullable<UserUpdateRequest['tags']>,
  ) {
    const newNames = choices.flatMap((c) =>
      typeof c === 'object' && c.id == null ? [c.name] : [],
    );
    if (newNames.some((name) => isBlockedTagWord(name))) {
      throw new HttpError(400, REFERENCE_MESSAGES.blockedWord);
    }
    const ids: number[] = [];
    for (const choice of choices) {
      if (typeof choice === 'number') ids.push(choice);
      else if (choice.id != null) ids.push(choice.id);
      else ids.push((await findOrCreateTag(executor, choice.name)).id);
    }
    const distinct = [...new Set(ids)];
    if ((await countExisting(executor, 'tags', distinct)) !== distinct.length) {
      throw new HttpError(400, REFERENCE_MESSAGES.unknownTag);
    }
    return distinct;
  }

  async function setGenres(executor: Executor, userId: number, ids: readonly number[]) {
    const distinct = [...new Set(ids)];
    if (distinct.length > GENRES_MAX) throw new HttpError(400, REFERENCE_MESSAGES.tooManyGenres);
    if ((await countExisting(executor, 'genres', distinct)) !== distinct.length) {
      throw new HttpError(400, REFERENCE_MESSAGES.unknownGenre);
    }
    await queries.replaceGenres(executor, userId, distinct);
  }

  async function checkImage(caller: AuthUser, fileId: number | null | undefined) {
    if (fileId == null) return;
    const uploader = await queries.findUploader(db, fileId);
    if (uploader === undefined) throw new HttpError(400, API_MESSAGES.notFound);
    if (uploader !== caller.id && !isAdmin(caller)) {
      throw new HttpError(403, PEOPLE_MESSAGES.notYourUpload);
    }
  }

  async function checkCompany(companyId: number | null | undefined) {
    if (companyId != null && !(await findCompany(db, companyId))) {
      throw new HttpError(400, REFERENCE_MESSAGES.unknownCompany);
    }
  }

  async function details(id: number, viewer: Viewer): Promise<ProfileDetails> {
    const row = await loadProfile(db, id, viewer);
    const profile = toProfile(row, viewer);
    const companyIds = [
      ...new Set(row.professions.flatMap((p) => (p.companyId === null ? [] : [p.companyId]))),
    ];
    const audience = viewer ? 'members' : 'anyone';
    const [sameCompany, sameRole] = await Promise.all([
      queries.findSameCompanyTiles(db, id, companyIds, RELATED_USERS_MAX, audience),
      profile.role
        ? queries.findSameRoleTiles(db, id, profile.role, RELATED_USERS_MAX, audience)
        : Promise.resolve([]),
    ]);
    return {
      ...profile,
      sameCompanyUsers: { users: sameCompany },
      sameRoleUsers: { users: sameRole },
    };
  }

  return {
    async profile(id: number, viewer: Viewer): Promise<UserProfile> {
      return toProfile(await loadProfile(db, id, viewer), viewer);
    },

    details,

    /** /u/user/{id}: only public people; anyone else answers like an id that does not exist. */
    async publicDetails(id: number): Promise<ProfileDetails> {
      if (!(await queries.isPublicProfile(db, id))) {
        throw new HttpError(404, PEOPLE_MESSAGES.userNotFound);
      }
      return details(id, null);
    },

    tiles: (ids: readonly number[]) => queries.findTilesByIds(db, ids),

    async update(caller: AuthUser, input: UserUpdateRequest): Promise<UserProfile> {
      const targetId = input.userId ?? caller.id;
      await assertMayEdit(caller, targetId);
      await checkImage(caller, input.imageFileId);
      const socials = input.socials ?? {};
      const website = input.website !== undefined ? input.website : socials.website;
      const changes: queries.UserChanges = {
        firstName: input.firstName,
        lastName: input.lastName,
        name: input.name,
        bio: input.bio,
        website,
        spotify: socials.spotify,
        soundcloud: socials.soundcloud,
        instagram: socials.instagram,
        youtube: socials.youtube,
        linkedin: socials.linkedIn,
        twitter: socials.twitter,
        imageFileId: input.imageFileId,
      };
      // Absent fields stay; '' and null clear optional texts.
      const set = Object.fromEntries(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, value === '' ? null : value]),
      ) as queries.UserChanges;
      try {
        await db.transaction(async (tx) => {
          await queries.updateUser(tx, targetId, set);
          if (input.tags) {
            await queries.replaceTags(tx, targetId, await resolveTagIds(tx, input.tags));
          }
          if (input.genreIds) await setGenres(tx, targetId, input.genreIds);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_name_lower_key') {
          throw new HttpError(404, AUTH_MESSAGES.nameExists);
        }
        // An admin editing an id nobody has, or picking a tag id that does not exist.
        if (isForeignKeyViolation(error)) {
          throw pgConstraint(error) === 'user_tags_tag_id_tags_id_fk'
            ? new HttpError(400, REFERENCE_MESSAGES.unknownTag)
            : new HttpError(404, PEOPLE_MESSAGES.userNotFound);
        }
        throw error;
      }
      return toProfile(await loadProfile(db, targetId, caller), caller);
    },

    async updateGenres(caller: AuthUser, ids: readonly number[]): Promise<UserProfile> {
      await db.transaction((tx) => setGenres(tx, caller.id, ids));
      return toProfile(await loadProfile(db, caller.id, caller), caller);
    },

    /** Spec §2: opening the onboarding wizard marks the first login as done. */
    async markFirstLoginDone(caller: AuthUser, id: number): Promise<void> {
      if (id !== caller.id && !isAdmin(caller)) {
        throw new HttpError(403, PEOPLE_MESSAGES.notYourProfile);
      }
      const exists = await queries.findProfile(db, id);
      if (!exists) throw new HttpError(404, PEOPLE_MESSAGES.userNotFound);
      await queries.updateUser(db, id, { firstLogin: false });
    },

    professionsByIds: (ids: readonly number[]) => queries.findProfessionsByIds(db, ids),

    async addBlankProfession(caller: AuthUser): Promise<ProfessionDto> {
      const id = await queries.insertProfession(db, caller.id, '', null);
      return (await queries.findProfession(db, id)) as ProfessionDto;
    },

    async addProfession(caller: AuthUser, role: string, companyId: number | null) {
      await checkCompany(companyId);
      const id = await queries.insertProfession(db, caller.id, role, companyId);
      return (await queries.findProfession(db, id)) as ProfessionDto;
    },

    async changeProfession(caller: AuthUser, id: number, role: string, companyId: number | null) {
      await checkCompany(companyId);
      if (!(await queries.updateProfession(db, caller.id, id, role, companyId))) {
        throw new HttpError(404, PROFESSION_MESSAGES.notFound);
      }
      return (await queries.findProfession(db, id)) as ProfessionDto;
    },

    /** Spec §5: at least 1 profession must remain. */
    async removeProfession(caller: AuthUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const own = await queries.lockProfessionIds(tx, caller.id);
        if (!own.includes(id)) throw new HttpError(404, PROFESSION_MESSAGES.notFound);
        if (!canRemoveProfession(own.length)) throw new HttpError(400, PROFESSION_MESSAGES.minimum);
        await queries.deleteProfession(tx, id);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
