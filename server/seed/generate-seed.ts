import { VENUES } from './data/venues';
import {
  generateCompanies,
  generateGenres,
  generateTags,
  generateVenues,
} from './generate-catalog';
import { createRotation, generateEvents } from './generate-events';
import { generatePosts } from './generate-feed';
import { generateOrders } from './generate-orders';
import { daysBefore } from './generate-people';
import { createFileCollector } from './generate-images';
import { dayCapacity, planProgram, type ProgramVenue } from './generate-program';
import { generatePaymentMethods, generateProducts, generateVouchers } from './generate-shop';
import { generateUsers } from './generate-users';
import { createRandom, type Random } from './random';
import { planSeed, type SeedOptions, type SeedPlan } from './seed-plan';
import type { SeedData, SeedEvent, SeedUser } from './seed-types';

const PREVIOUS_FESTIVAL_VENUES = 5;
const PREVIOUS_CONFERENCE_ROOMS = 2;

const programVenues = (): ProgramVenue[] =>
  VENUES.map((venue, i) => ({ id: i + 1, use: venue.use, hours: venue.hours }));

/** The smaller previous edition used only the first few venues of each kind. */
const previousVenues = (venues: readonly ProgramVenue[]) => [
  ...venues.filter((v) => v.use === 'festival').slice(0, PREVIOUS_FESTIVAL_VENUES),
  ...venues.filter((v) => v.use === 'conference').slice(0, PREVIOUS_CONFERENCE_ROOMS),
];

/** Distinct random events without shuffling the whole (possibly huge) program per user. */
const pickFavourites = (random: Random, pool: readonly SeedEvent[], count: number) => {
  const ids = new Set<number>();
  const wanted = Math.min(count, pool.length);
  while (ids.size < wanted) ids.add(random.pick(pool).id);
  return [...ids].sort((a, b) => a - b);
};

/** Favourites and the years each artist performed, once the program exists. */
const linkUsersToEvents = (
  random: Random,
  users: SeedUser[],
  events: SeedEvent[],
  year: number,
  demoUserId: number,
) => {
  const mainPublished = events.filter((e) => e.year === year && e.state === 'PUBLISHED');
  const years = new Map<number, Set<number>>();
  for (const event of events) {
    for (const id of event.artistIds) {
      const set = years.get(id) ?? new Set<number>();
      set.add(event.year);
      years.set(id, set);
    }
  }
  for (const user of users) {
    const played = years.get(user.id);
    if (played) user.years = [...played].sort((a, b) => a - b);
    const count =
      user.id === demoUserId ? 8 : user.canLogIn && random.chance(0.7) ? random.int(1, 6) : 0;
    user.favouriteEventIds = pickFavourites(random, mainPublished, count);
  }
};

export interface GeneratedSeed extends SeedData {
  plan: SeedPlan;
}

/** Builds the whole demo festival in memory; the same options always give the same data. */
export const generateSeed = (options: SeedOptions = {}): GeneratedSeed => {
  const venuesForProgram = programVenues();
  const plan = planSeed(options, dayCapacity(venuesForProgram));
  const stream = (n: number) => createRandom(plan.seed + n);
  const files = createFileCollector();
  const tags = generateTags();
  const genres = generateGenres();
  const companies = generateCompanies();
  const venues = generateVenues(files);
  const { users, lineup, demo } = generateUsers(
    {
      random: stream(1),
      files,
      genres: genres.length,
      tags: tags.length,
      companies,
      mainStart: plan.main.startDay,
      mainYear: plan.main.year,
    },
    plan,
  );
  const programRandom = stream(2);
  const creators = { admin: demo.admin, promoter: demo.promoter, confManager: demo.confManager };
  const eventContext = { random: stream(3), files, venues, lineup, creators };
  const rotations = {
    festival: createRotation(
      programRandom,
      lineup.filter((m) => m.festival),
    ),
    conference: createRotation(
      programRandom,
      lineup.filter((m) => m.conference),
    ),
  };
  const previousSlots = planProgram(plan.previous, previousVenues(venuesForProgram), programRandom);
  const mainSlots = planProgram(plan.main, venuesForProgram, programRandom);
  const previousEvents = generateEvents(
    eventContext,
    previousSlots,
    plan.previous.year,
    1,
    rotations,
    false,
  );
  const mainEvents = generateEvents(
    eventContext,
    mainSlots,
    plan.main.year,
    previousEvents.length + 1,
    rotations,
    true,
  );
  const events = [...previousEvents, ...mainEvents];
  linkUsersToEvents(stream(4), users, events, plan.main.year, demo.user);
  const shopRandom = stream(5);
  const products = generateProducts(shopRandom, plan.main.year);
  const paymentMethods = generatePaymentMethods(shopRandom, files);
  const byId = (id: number) => users.find((u) => u.id === id);
  const member = byId(demo.user);
  const holder = byId(demo.ticket);
  const card = paymentMethods[0];
  const purchases = [
    member && { buyer: member, gender: 2 as const, holders: ['Lea Sommer', 'Jonas Keller'] },
    holder && { buyer: holder, gender: 1 as const, holders: ['Tom Richter'] },
  ].flatMap((p) =>
    p
      ? [
          {
            ...p,
            productName: 'Festival Pass',
            createdAt: daysBefore(shopRandom, plan.main.startDay, 30, 90),
          },
        ]
      : [],
  );
  return {
    plan,
    settings: {
      yearOptions: [plan.previous.year, plan.main.year],
      defaultYear: plan.main.year,
    },
    tags,
    genres,
    companies,
    venues,
    users,
    events,
    products,
    paymentMethods,
    orders: card ? generateOrders(shopRandom, purchases, products, card) : [],
    vouchers: generateVouchers(plan.main.year),
    posts: generatePosts(
      {
        random: stream(6),
        files,
        users,
        tags,
        mainStart: plan.main.startDay,
        demoUserId: demo.user,
      },
      plan.posts,
    ),
    files: files.files,
  };
};
