import { createHash } from 'node:crypto';
import type { files } from '../db/schema/files';
import type { professions, userEditors, userGenres, userTags } from '../db/schema/people';
import type { favourites } from '../db/schema/program';
import type { userRoles, users } from '../db/schema/users';
import { DEMO_ACCOUNTS } from './data/demo-accounts';
import type { SeedData, SeedUser } from './seed-types';

/** Where the API serves an uploaded file; payment methods keep their image as a URL. */
export const fileUrl = (id: number) => `/api/file/${id}`;

export const fileRows = (data: SeedData): (typeof files.$inferInsert)[] =>
  data.files.map((file) => {
    const bytes = Buffer.from(file.content, 'utf8');
    return {
      id: file.id,
      mime: file.mime,
      bytes,
      size: bytes.byteLength,
      width: file.width,
      height: file.height,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });

// The demo's privacy choices (issue #42): the demo accounts and four in five others chose the
// lobby, one in seven a public profile. Taken from the id, not the random stream, so the rest of
// the seed stays as it was.
const choseLobby = (user: SeedUser) => user.id <= DEMO_ACCOUNTS.length || user.id % 5 !== 0;
const chosePublicProfile = (user: SeedUser) => user.id % 7 === 0;

/** `passwordHash` is the one argon2id hash of the demo password, shared by every account. */
export const userRows = (data: SeedData, passwordHash: string): (typeof users.$inferInsert)[] =>
  data.users.map((user) => ({
    id: user.id,
    email: user.email,
    passwordHash: user.canLogIn ? passwordHash : null,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    bio: user.bio,
    imageFileId: user.imageFileId,
    roleLabel: user.roleLabel,
    website: user.socials.website,
    spotify: user.socials.spotify,
    soundcloud: user.socials.soundcloud,
    instagram: user.socials.instagram,
    youtube: user.socials.youtube,
    linkedin: user.socials.linkedIn,
    twitter: user.socials.twitter,
    firstLogin: user.firstLogin,
    confirmed: true,
    visibleOnWebsite: user.visibleOnWebsite,
    inLobby: choseLobby(user),
    profilePublic: chosePublicProfile(user),
    years: user.years,
    createdBy: user.createdById,
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  }));

const perUser = <T>(list: readonly SeedUser[], rows: (user: SeedUser) => T[]): T[] =>
  list.flatMap(rows);

export const userLinkRows = (data: SeedData) => ({
  roles: perUser(data.users, (u) =>
    u.roles.map((role): typeof userRoles.$inferInsert => ({ userId: u.id, role })),
  ),
  tags: perUser(data.users, (u) =>
    u.tagIds.map((tagId): typeof userTags.$inferInsert => ({ userId: u.id, tagId })),
  ),
  genres: perUser(data.users, (u) =>
    u.genreIds.map((genreId): typeof userGenres.$inferInsert => ({ userId: u.id, genreId })),
  ),
  professions: perUser(data.users, (u) =>
    u.professions.map((p): typeof professions.$inferInsert => ({
      userId: u.id,
      ...p,
      createdAt: u.createdAt,
    })),
  ),
  editors: perUser(data.users, (u) =>
    u.editableByIds.map((editorId): typeof userEditors.$inferInsert => ({
      userId: u.id,
      editorId,
    })),
  ),
  favourites: perUser(data.users, (u) =>
    u.favouriteEventIds.map((eventId): typeof favourites.$inferInsert => ({
      userId: u.id,
      eventId,
    })),
  ),
});
