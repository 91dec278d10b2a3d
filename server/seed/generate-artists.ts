import type { Role } from '../../src/api/contract/common';
import {
  ARTIST_CAREER,
  ARTIST_QUALITIES,
  ARTIST_ROLES,
  SPEAKER_CAREER,
  SPEAKER_FOCUS,
} from './data/bios';
import { CITIES, STAGE_FIRST, STAGE_SECOND } from './data/stage-names';
import { PROFESSION_ROLES } from './data/taxonomy';
import type { IsoDay } from './berlin-time';
import { avatarSvg, type FileCollector } from './generate-images';
import {
  daysBefore,
  NO_SOCIALS,
  randomIds,
  randomPerson,
  randomProfession,
  spotifyId,
} from './generate-people';
import { claimNickname, slugify, type UniqueRegistry } from './identity';
import type { Random } from './random';
import type { NamedRecord, RoleLabel, SeedSocials, SeedUser } from './seed-types';

/** What the program generator needs to know about a performer or speaker. */
export interface LineupMember {
  userId: number;
  name: string;
  genreIds: number[];
  live: boolean;
  festival: boolean;
  conference: boolean;
}

export interface ArtistContext {
  random: Random;
  files: FileCollector;
  names: UniqueRegistry;
  emails: UniqueRegistry;
  genres: number;
  tags: number;
  companies: readonly NamedRecord[];
  mainStart: IsoDay;
  mainYear: number;
  creators: { admin: number; promoter: number; confManager: number };
}

const SPEAKER_ROLES = PROFESSION_ROLES.filter((role) => role !== 'Student');

const stageName = (random: Random) => {
  const first = random.pick(STAGE_FIRST);
  const second = random.pick(STAGE_SECOND);
  const shape = random.int(0, 9);
  if (shape === 0) return `DJ ${first}`;
  if (shape === 1) return `${first} & ${second}`;
  return `${first} ${second}`;
};

/** A fresh stage name; only when the combinations run out does a number make it unique. */
const uniqueStageName = (names: UniqueRegistry, random: Random) => {
  for (let attempt = 0; attempt < 12; attempt++) {
    const candidate = stageName(random);
    if (!names.has(candidate)) return names.claim(candidate);
  }
  return claimNickname(names, stageName(random));
};

const artistSocials = (random: Random, slug: string): SeedSocials => ({
  ...NO_SOCIALS,
  website: random.chance(0.4) ? `https://${slug}.example` : null,
  spotify: random.chance(0.6) ? `https://open.spotify.com/artist/${spotifyId(random)}` : null,
  soundcloud: `https://soundcloud.com/${slug}`,
  instagram: random.chance(0.8) ? `https://www.instagram.com/${slug.replace(/-/g, '.')}` : null,
  youtube: random.chance(0.2) ? `https://www.youtube.com/@${slug.replace(/-/g, '')}` : null,
});

const speakerSocials = (random: Random, slug: string): SeedSocials => ({
  ...NO_SOCIALS,
  linkedIn: `https://www.linkedin.com/in/${slug}`,
  twitter: random.chance(0.3) ? `https://x.com/${slug.replace(/-/g, '_')}` : null,
  website: random.chance(0.3) ? `https://${slug}.example` : null,
});

const randomLabel = (random: Random): RoleLabel => {
  const roll = random.next();
  if (roll < 0.6) return 'Artist';
  return roll < 0.85 ? 'Speaker' : 'Speaker & Artist';
};

/** One artist or speaker account; `id` is the user id it will get. */
export const generateArtist = (
  ctx: ArtistContext,
  id: number,
  phantom: boolean,
): { user: SeedUser; member: LineupMember } => {
  const { random, companies } = ctx;
  const label: RoleLabel = phantom ? 'Artist' : randomLabel(random);
  const person = randomPerson(random);
  const performs = label !== 'Speaker';
  const name = performs
    ? uniqueStageName(ctx.names, random)
    : claimNickname(ctx.names, `${person.firstName} ${person.lastName}`);
  const slug = slugify(name);
  const genreIds = randomIds(random, ctx.genres, 1, 4);
  const profession =
    !phantom && (!performs || random.chance(0.3))
      ? randomProfession(random, companies.length, performs ? ['Producer'] : SPEAKER_ROLES)
      : null;
  const company = profession ? companies[profession.companyId - 1] : undefined;
  const artistRole = random.pick(ARTIST_ROLES);
  const live = artistRole.includes('live');
  const artistBio =
    `${name} is a ${random.pick(CITIES)}-based ${artistRole} known for ` +
    `${random.pick(ARTIST_QUALITIES)}. ${random.pick(ARTIST_CAREER)}`;
  const credentials = [profession?.role, company?.name].filter(Boolean).join(', ');
  const speakerBio =
    `${label === 'Speaker & Artist' ? 'Off stage, ' : ''}${person.firstName} ${person.lastName}` +
    `${credentials ? ` (${credentials})` : ''} speaks and writes about ` +
    `${random.pick(SPEAKER_FOCUS)}. ${random.pick(SPEAKER_CAREER)}`;
  const email = phantom
    ? ctx.emails.claim(`phantom-${id.toString(16).padStart(6, '0')}@phantom.festival.invalid`)
    : ctx.emails.claim(
        performs
          ? `${slugify(name, '.')}@artists.festival.test`
          : `${slugify(`${person.firstName} ${person.lastName}`, '.')}@speakers.festival.test`,
        (n) =>
          `${slugify(performs ? name : `${person.firstName} ${person.lastName}`, '.')}${n}` +
          `@${performs ? 'artists' : 'speakers'}.festival.test`,
      );
  const roles: Role[] = phantom ? ['ROLE_PHANTOM', 'ROLE_ARTIST'] : ['ROLE_USER', 'ROLE_ARTIST'];
  const creator = performs ? ctx.creators.promoter : ctx.creators.confManager;
  const user: SeedUser = {
    id,
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    name,
    bio:
      label === 'Speaker & Artist'
        ? `${artistBio} ${speakerBio}`
        : performs
          ? artistBio
          : speakerBio,
    roles,
    roleLabel: label,
    canLogIn: !phantom,
    firstLogin: phantom,
    imageFileId:
      phantom && random.chance(0.5) ? null : ctx.files.add(`user-${id}.svg`, avatarSvg(name)),
    genreIds: performs ? genreIds : [],
    tagIds: randomIds(random, ctx.tags, 1, 3),
    professions: profession ? [profession] : [],
    socials: performs ? artistSocials(random, slug) : speakerSocials(random, slug),
    visibleOnWebsite: phantom || random.chance(0.92),
    years: [ctx.mainYear],
    createdById: creator,
    editableByIds: random.chance(0.2) ? [ctx.creators.admin] : [],
    favouriteEventIds: [],
    createdAt: daysBefore(random, ctx.mainStart, 30, 200),
  };
  const member: LineupMember = {
    userId: id,
    name,
    genreIds: user.genreIds,
    live,
    festival: performs,
    conference: label !== 'Artist',
  };
  return { user, member };
};
