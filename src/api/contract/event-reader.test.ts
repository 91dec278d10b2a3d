import fc from 'fast-check';
import { describe } from 'vitest';
import { checkListReader, type FieldProbes } from '../testing/contract-probes';
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
const fields: FieldProbes = {
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

describe('event list reader', () => {
  checkListReader({ item: eventDto, list: eventList, read: readEventList, fields, oddValue });
});
