import type { Config } from '../config';
import type { SeedOptions } from './seed-plan';

const ON = new Set(['1', 'true', 'yes', 'on']);

/**
 * Seed options from the validated config (SEED_EVENTS, SEED_USERS) plus SEED_TODAY=1, which
 * moves the main edition to start today so "Now & next" has something to show.
 */
export const seedOptionsFromConfig = (
  config: Pick<Config, 'seedEvents' | 'seedUsers'>,
  env: NodeJS.ProcessEnv = process.env,
): SeedOptions => ({
  events: config.seedEvents,
  users: config.seedUsers,
  today: ON.has((env.SEED_TODAY ?? '').trim().toLowerCase()),
});
