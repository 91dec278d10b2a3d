import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionUser, socials } from './contract/auth';
import { readSessionUser } from './stored-session';

const anyValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 60, -0, Number.NaN),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(null, undefined, true, false, [], {}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.array(fc.constantFrom('ROLE_USER', 'ROLE_ADMIN', 'ROLE_KING'), { maxLength: 3 }),
);

/** Per key a value the contract accepts; keys the contract gains later get random values only. */
const valid: Record<string, fc.Arbitrary<unknown>> = {
  id: fc.integer(),
  accessToken: fc.string(),
  roles: fc.array(fc.constantFrom('ROLE_USER', 'ROLE_ARTIST', 'ROLE_ADMIN'), { maxLength: 3 }),
  firstName: fc.option(fc.string(), { nil: null }),
  lastName: fc.option(fc.string(), { nil: null }),
  name: fc.option(fc.string(), { nil: null }),
  fullName: fc.option(fc.string(), { nil: null }),
  email: fc.string(),
  bio: fc.option(fc.string(), { nil: null }),
  image: fc.option(fc.string(), { nil: null }),
  favourites: fc.array(fc.integer(), { maxLength: 3 }),
  firstLogin: fc.boolean(),
  socials: fc.record(
    Object.fromEntries(
      Object.keys(socials.shape).map((key) => [
        key,
        fc.oneof(fc.string(), fc.constantFrom(null, undefined), anyValue),
      ]),
    ),
    { requiredKeys: [] },
  ),
};

// Mostly valid users with now and then a wrong or missing field, over the contract's own keys.
const candidate = fc.record(
  Object.fromEntries(
    Object.keys(sessionUser.shape).map((key) => {
      const good = valid[key];
      return [key, good ? fc.oneof({ arbitrary: good, weight: 8 }, anyValue) : anyValue];
    }),
  ),
  { requiredKeys: [] },
);

describe('stored session schema', () => {
  it('accepts and returns exactly what the contract’s sessionUser does', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const contract = sessionUser.safeParse(value);
        expect(readSessionUser(value)).toStrictEqual(contract.success ? contract.data : null);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the contract on edge values of each field', () => {
    const user = {
      id: 7,
      accessToken: 'token',
      roles: ['ROLE_USER'],
      firstName: 'Ada',
      lastName: null,
      name: 'ada',
      fullName: null,
      email: 'ada@example.org',
      bio: null,
      image: null,
      favourites: [1, 2],
      firstLogin: false,
      socials: { website: 'https://example.org', twitter: null },
    };
    const edges: unknown[] = [2 ** 60, 1.5, -0, Number.NaN, Infinity, '7', null, undefined, []];
    edges.push({}, [2 ** 60], [1.5], ['ROLE_KING'], { website: 5 }, { youtube: undefined });
    for (const key of Object.keys(sessionUser.shape)) {
      for (const edge of edges) {
        const value = { ...user, [key]: edge };
        const contract = sessionUser.safeParse(value);
        expect(readSessionUser(value)).toStrictEqual(contract.success ? contract.data : null);
      }
    }
  });

  it('refuses what is no object', () => {
    for (const value of [null, undefined, 'user', 7, [], [{ id: 1 }]]) {
      expect(readSessionUser(value)).toBeNull();
    }
  });
});
