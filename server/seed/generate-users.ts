import { ATTENDEE_BIOS } from './data/bios';
import { DEMO_ACCOUNTS } from './data/demo-accounts';
import { generateArtist, type ArtistContext, type LineupMember } from './generate-artists';
import { avatarSvg } from './generate-images';
import {
  daysBefore,
  NO_SOCIALS,
  randomCompanyId,
  randomIds,
  randomPerson,
  randomProfession,
} from './generate-people';
import { claimNickname, createUniqueRegistry, NICKNAME_MAX, slugify } from './identity';
import type { SeedPlan } from './seed-plan';
import type { SeedProfession, SeedUser } from './seed-types';

export type UserContext = Omit<ArtistContext, 'names' | 'emails' | 'creators'>;

export interface GeneratedUsers {
  users: SeedUser[];
  lineup: LineupMember[];
  demo: Record<(typeof DEMO_ACCOUNTS)[number]['key'], number>;
}

const demoUsers = (ctx: ArtistContext): SeedUser[] =>
  DEMO_ACCOUNTS.map((account, i) => {
    const id = i + 1;
    const artist = account.key === 'artist';
    ctx.names.claim(account.name);
    ctx.emails.claim(account.email);
    const professions: SeedProfession[] = artist
      ? [{ role: 'Producer', companyId: 1 }]
      : [{ role: account.key === 'user' ? 'Software Developer' : 'Event Manager', companyId: 2 }];
    return {
      id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      name: account.name,
      bio: account.bio,
      roles: account.roles,
      roleLabel: account.roleLabel,
      canLogIn: true,
      firstLogin: false,
      imageFileId: ctx.files.add(`user-${id}.svg`, avatarSvg(account.name)),
      genreIds: artist ? [1, 3, 7] : [],
      tagIds: artist ? [1, 2, 20] : [1, 11, 21],
      professions,
      socials: artist
        ? { ...NO_SOCIALS, soundcloud: 'https://soundcloud.com/kai-nord' }
        : { ...NO_SOCIALS },
      visibleOnWebsite: true,
      years: [ctx.mainYear - 1, ctx.mainYear],
      createdById: null,
      editableByIds: artist ? [2] : [],
      favouriteEventIds: [],
      createdAt: daysBefore(ctx.random, ctx.mainStart, 250, 300),
    };
  });

const attendee = (ctx: ArtistContext, id: number): SeedUser => {
  const { random } = ctx;
  const person = randomPerson(random);
  const full = `${person.firstName}${person.lastName}`;
  const name = claimNickname(
    ctx.names,
    full.length <= NICKNAME_MAX ? full : `${person.firstName}${person.lastName[0] ?? ''}`,
  );
  const local = slugify(`${person.firstName} ${person.lastName}`, '.');
  const professions = random.chance(0.85) ? [randomProfession(random, ctx.companies.length)] : [];
  if (professions.length > 0 && random.chance(0.1)) {
    professions.push({ role: 'Founder', companyId: randomCompanyId(random, ctx.companies.length) });
  }
  return {
    id,
    email: ctx.emails.claim(
      `${local}@mail.festival.test`,
      (n) => `${local}${n}@mail.festival.test`,
    ),
    firstName: person.firstName,
    lastName: person.lastName,
    name,
    bio: random.chance(0.6) ? random.pick(ATTENDEE_BIOS) : null,
    roles: ['ROLE_USER'],
    roleLabel: null,
    canLogIn: true,
    firstLogin: random.chance(0.05),
    imageFileId: random.chance(0.4) ? ctx.files.add(`user-${id}.svg`, avatarSvg(name)) : null,
    genreIds: [],
    tagIds: randomIds(random, ctx.tags, 1, 3),
    professions,
    socials: {
      ...NO_SOCIALS,
      instagram: random.chance(0.3) ? `https://www.instagram.com/${local}` : null,
      linkedIn: random.chance(0.2) ? `https://www.linkedin.com/in/${slugify(local)}` : null,
    },
    visibleOnWebsite: true,
    years: random.chance(0.3) ? [ctx.mainYear - 1, ctx.mainYear] : [ctx.mainYear],
    createdById: null,
    editableByIds: [],
    favouriteEventIds: [],
    createdAt: daysBefore(random, ctx.mainStart, 1, 300),
  };
};

/** Demo accounts (ids 1–7), then artists and speakers, phantom artists and attendees. */
export const generateUsers = (ctx: UserContext, plan: SeedPlan): GeneratedUsers => {
  const full: ArtistContext = {
    ...ctx,
    names: createUniqueRegistry(NICKNAME_MAX),
    emails: createUniqueRegistry(),
    creators: { admin: 1, promoter: 2, confManager: 3 },
  };
  const users = demoUsers(full);
  const demoArtist = users[3];
  const lineup: LineupMember[] = demoArtist
    ? [
        {
          userId: demoArtist.id,
          name: demoArtist.name,
          genreIds: demoArtist.genreIds,
          live: false,
          festival: true,
          conference: true,
        },
      ]
    : [];
  for (let i = 0; i < plan.artists + plan.phantoms; i++) {
    const { user, member } = generateArtist(full, users.length + 1, i >= plan.artists);
    users.push(user);
    lineup.push(member);
  }
  for (let i = 0; i < plan.attendees; i++) users.push(attendee(full, users.length + 1));
  return {
    users,
    lineup,
    demo: { admin: 1, promoter: 2, confManager: 3, artist: 4, user: 5, ticket: 6, gate: 7 },
  };
};
