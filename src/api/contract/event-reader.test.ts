import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEventList } from './event-reader';
import { eventDto, eventList } from './program';

const oddValue = fc.constantFrom(null, undefined, true, false, 1.5, 2 ** 60, -0, '', '1', {}, []);
const goodDateTime = fc.constantFrom(
  '2026-08-13T21:00:00+02:00',
  '2026-08-13T19:00:00Z',
  '2026-08-13T19:00:00.250Z',
  '2024-02-29T23:59:59-05:30',
);
const nearDateTime = fc.constantFrom(
  '2026-08-13T21:00+02:00',
  '2026-08-13 21:00:00Z',
  '2025-02-29T10:00:00Z',
  '2026-08-13T24:00:00Z',
  '2026-08-13T21:00:00',
  '2026-08-13T21:00:00+2:00',
  '2026-08-13T21:00:00+24:00',
  '2026-8-13T21:00:00Z',
);
const ref = fc.record({ id: fc.integer(), name: fc.string({ maxLength: 4 }) });
const badRef = fc.oneof(
  fc.record({ id: fc.oneof(oddValue, fc.integer()), name: fc.oneof(oddValue, fc.string()) }),
  oddValue,
);
const artist = fc.record({
  id: fc.integer(),
  name: fc.string({ maxLength: 4 }),
  profilePicture: fc.option(fc.string({ maxLength: 4 })),
  labelRole: fc.constantFrom('Artist', 'Speaker', 'Speaker & Artist', null),
});
const badArtist = fc.oneof(
  artist.map((a) => ({ ...a, labelRole: 'artist' })),
  artist.map((a) => ({ ...a, id: 1.5 })),
  artist.map((a) => ({ ...a, profilePicture: undefined })),
  artist.map((a) => ({ ...a, name: 3 })),
  oddValue,
);
/** A list of good items, or one with a bad item somewhere, or no list at all. */
const listWith = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof(
    fc.array(good, { maxLength: 3 }),
    fc
      .tuple(fc.array(good, { maxLength: 2 }), bad, fc.array(good, { maxLength: 2 }))
      .map(([before, item, after]) => [...before, item, ...after]),
    oddValue,
  );
const textOrNull = fc.option(fc.string({ maxLength: 4 }));

// Per field of the contract's event: a valid value, and probes (valid or not) for that one field.
const fields: Record<string, { good: fc.Arbitrary<unknown>; probe: fc.Arbitrary<unknown> }> = {
  id: { good: fc.integer(), probe: fc.oneof(fc.integer(), oddValue) },
  title: { good: fc.string({ maxLength: 6 }), probe: fc.oneof(fc.string(), oddValue) },
  description: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  dateTime: { good: goodDateTime, probe: fc.oneof(goodDateTime, nearDateTime, oddValue) },
  end: {
    good: fc.option(goodDateTime),
    probe: fc.oneof(fc.option(goodDateTime), nearDateTime, oddValue),
  },
  ticketLink: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  conference: { good: fc.boolean(), probe: fc.oneof(fc.boolean(), oddValue) },
  genres: { good: fc.array(ref, { maxLength: 3 }), probe: listWith(ref, badRef) },
  thumbnail: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  artists: { good: fc.array(artist, { maxLength: 3 }), probe: listWith(artist, badArtist) },
  year: { good: fc.integer(), probe: fc.oneof(fc.integer(), oddValue) },
  venue: { good: fc.option(ref), probe: fc.oneof(fc.option(ref), badRef) },
  conferenceTopics: {
    good: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    probe: listWith(fc.string({ maxLength: 4 }), oddValue),
  },
  conferenceType: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  instagramLink: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  facebookLink: { good: textOrNull, probe: fc.oneof(textOrNull, oddValue) },
  state: {
    good: fc.constantFrom('PUBLISHED', 'DRAFT'),
    probe: fc.oneof(fc.constantFrom('PUBLISHED', 'DRAFT', 'published', 'Draft'), oddValue),
  },
  createdBy: { good: fc.option(fc.integer()), probe: fc.oneof(fc.option(fc.integer()), oddValue) },
  editableBy: {
    good: fc.array(fc.integer(), { maxLength: 3 }),
    probe: listWith(fc.integer(), oddValue),
  },
  activeInCurrentEventRotation: { good: fc.boolean(), probe: fc.oneof(fc.boolean(), oddValue) },
  updatedAt: { good: goodDateTime, probe: fc.oneof(goodDateTime, nearDateTime, oddValue) },
};
const keys = Object.keys(eventDto.shape);
const goodEvent = fc.record(
  Object.fromEntries(keys.map((key) => [key, fields[key]?.good ?? fc.constant(undefined)])),
);
/** A valid event with one field probed (or dropped), and a key the contract does not know. */
const probedEvent = fc
  .tuple(goodEvent, fc.constantFrom(...keys), fc.boolean())
  .chain(([event, key, drop]) =>
    (fields[key]?.probe ?? oddValue).map((value) => {
      const probed: Record<string, unknown> = { ...event, unknownField: 'x' };
      if (drop) delete probed[key];
      else probed[key] = value;
      return probed;
    }),
  );

const sameAsContract = (value: unknown) => {
  const contract = eventList.safeParse(value);
  expect(readEventList(value)).toStrictEqual(contract.success ? contract.data : null);
};

describe('event list reader', () => {
  it('has a valid value and probes for every field of the contract’s event', () => {
    expect(keys.filter((key) => !(key in fields))).toEqual([]);
  });

  it('accepts and returns exactly what the contract’s event list does, field by field', () => {
    fc.assert(fc.property(fc.array(probedEvent, { minLength: 1, maxLength: 2 }), sameAsContract), {
      numRuns: 3000,
    });
  });

  it('reads well-formed lists whole, without the keys the contract does not know', () => {
    fc.assert(
      fc.property(
        fc.array(
          goodEvent.map((e) => ({ ...e, extra: 1 })),
          { maxLength: 3 },
        ),
        (list) => {
          const read = readEventList(list);
          expect(read).toStrictEqual(eventList.parse(list));
          expect(read?.some((e) => 'extra' in e)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a list of events', () => {
    fc.assert(fc.property(oddValue, sameAsContract));
  });
});
