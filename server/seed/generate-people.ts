import { FIRST_NAMES, LAST_NAMES } from './data/people';
import { PROFESSION_ROLES } from './data/taxonomy';
import { addDays, berlinInstant, type IsoDay } from './berlin-time';
import type { Random } from './random';
import type { SeedProfession, SeedSocials } from './seed-types';

export const NO_SOCIALS: SeedSocials = {
  website: null,
  spotify: null,
  soundcloud: null,
  instagram: null,
  youtube: null,
  linkedIn: null,
  twitter: null,
};

export interface PersonName {
  firstName: string;
  lastName: string;
}

export const randomPerson = (random: Random): PersonName => ({
  firstName: random.pick(FIRST_NAMES),
  lastName: random.pick(LAST_NAMES),
});

/** A few companies employ many people so the lobby's "same company" signal shows up. */
export const randomCompanyId = (random: Random, companies: number) =>
  random.chance(0.6) ? random.int(1, Math.min(8, companies)) : random.int(1, companies);

export const randomProfession = (
  random: Random,
  companies: number,
  roles: readonly string[] = PROFESSION_ROLES,
): SeedProfession => ({ role: random.pick(roles), companyId: randomCompanyId(random, companies) });

/** 1 to `max` distinct ids out of 1..`count`, sorted. */
export const randomIds = (random: Random, count: number, min: number, max: number) => {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  return random.sample(ids, random.int(min, max)).sort((a, b) => a - b);
};

/** An instant some days before `day`, at a random daytime minute. */
export const daysBefore = (random: Random, day: IsoDay, min: number, max: number): Date =>
  berlinInstant(addDays(day, -random.int(min, max)), random.int(8 * 60, 23 * 60));

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Spotify artist ids are 22 base-62 characters. */
export const spotifyId = (random: Random) =>
  Array.from({ length: 22 }, () => BASE62[random.int(0, 61)] ?? '0').join('');
