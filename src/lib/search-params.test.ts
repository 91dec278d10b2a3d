import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { optionalParam } from './search-params';

const search = z.object({
  tab: optionalParam(z.enum(['events', 'artists'])),
  page: optionalParam(z.int().check(z.minimum(0))),
  q: optionalParam(z.string().check(z.maxLength(3))),
});

describe('optional search params', () => {
  it('keep valid values and drop unknown params', () => {
    expect(search.parse({ tab: 'artists', page: 2, q: 'abc', other: 'x' })).toStrictEqual({
      tab: 'artists',
      page: 2,
      q: 'abc',
    });
  });

  it('read missing params as absent', () => {
    expect(search.parse({})).toStrictEqual({});
  });

  it('reject odd values, reading them as undefined instead of failing the route', () => {
    const read = search.parse({ tab: 'venues', page: -1, q: 'abcd' });
    expect(read.tab).toBeUndefined();
    expect(read.page).toBeUndefined();
    expect(read.q).toBeUndefined();
    expect(search.parse({ tab: 1, page: 1.5, q: 5 })).toEqual({});
  });
});
