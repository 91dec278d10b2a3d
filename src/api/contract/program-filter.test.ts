import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { programFilter } from './program';
import { parseStoredFilter } from './program-filter';

// What the stored filter means in zod: the contract's filter, with an unusable letter reset.
const storedProgramFilter = programFilter.extend({
  character: programFilter.shape.character.catch(null),
});

const anyValue = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer(),
  fc.constantFrom(null, undefined, true, 1.5, 2 ** 60, {}, [], 'conference', 'B', 'ab'),
);
const genre = fc.oneof(
  { arbitrary: fc.record({ id: fc.integer(), name: fc.string({ maxLength: 4 }) }), weight: 4 },
  fc.record({ id: anyValue, name: anyValue }, { requiredKeys: [] }),
  anyValue,
);
const textList = fc.oneof(
  { arbitrary: fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }), weight: 6 },
  fc.array(anyValue, { maxLength: 3 }),
  anyValue,
);

// Over the contract's own keys, so a field it gains is generated (and read) too.
const fieldValues: Record<string, fc.Arbitrary<unknown>> = {
  selectedGenres: fc.oneof({ arbitrary: fc.array(genre, { maxLength: 3 }), weight: 6 }, anyValue),
  selectedTypes: fc.oneof(
    { arbitrary: fc.array(fc.constantFrom('conference', 'festival'), { maxLength: 2 }), weight: 6 },
    fc.array(anyValue, { maxLength: 2 }),
  ),
  character: fc.oneof(fc.constantFrom('A', 'Z', null), anyValue),
};
const candidate = fc.record(
  Object.fromEntries(
    Object.keys(programFilter.shape).map((key) => [key, fieldValues[key] ?? textList]),
  ),
  { requiredKeys: [] },
);

describe('stored program filter reader', () => {
  it('accepts and returns exactly what the contract’s filter (with the letter reset) does', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const contract = storedProgramFilter.safeParse(value);
        expect(parseStoredFilter(value)).toStrictEqual(contract.success ? contract.data : null);
      }),
      { numRuns: 1000 },
    );
  });
});
