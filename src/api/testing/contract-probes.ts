import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { z } from 'zod';

/** Per field of a contract's object: a valid value, and probes (valid or not) for that field. */
export type FieldProbes = Record<
  string,
  { good: fc.Arbitrary<unknown>; probe: fc.Arbitrary<unknown> }
>;

/**
 * Objects with the contract's `keys`: `good` ones, and `probed` ones, each a good one with one field
 * probed (or dropped) and a key the contract does not know.
 */
const contractObjects = (keys: string[], fields: FieldProbes, oddValue: fc.Arbitrary<unknown>) => {
  const good = fc.record(
    Object.fromEntries(keys.map((key) => [key, fields[key]?.good ?? fc.constant(undefined)])),
  );
  const probed = fc
    .tuple(good, fc.constantFrom(...keys), fc.boolean())
    .chain(([object, key, drop]) =>
      (fields[key]?.probe ?? oddValue).map((value) => {
        const changed: Record<string, unknown> = { ...object, unknownField: 'x' };
        if (drop) delete changed[key];
        else changed[key] = value;
        return changed;
      }),
    );
  return { good, probed };
};

/**
 * The checks of a hand-written list reader (event-reader.ts, product-reader.ts), which must accept
 * and return exactly what the contract's zod list schema does: first screens read their early
 * answers with it, without loading zod.
 */
export const checkListReader = ({
  item,
  list,
  read,
  fields,
  oddValue,
}: {
  item: z.ZodObject;
  list: z.ZodType;
  read: (value: unknown) => object[] | null;
  fields: FieldProbes;
  oddValue: fc.Arbitrary<unknown>;
}) => {
  const keys = Object.keys(item.shape);
  const { good, probed } = contractObjects(keys, fields, oddValue);
  const sameAsContract = (value: unknown) => {
    const contract = list.safeParse(value);
    expect(read(value)).toStrictEqual(contract.success ? contract.data : null);
  };

  it('has a valid value and probes for every field of the contract’s item', () => {
    expect(keys.filter((key) => !(key in fields))).toEqual([]);
  });

  it('accepts and returns exactly what the contract’s list does, field by field', () => {
    fc.assert(fc.property(fc.array(probed, { minLength: 1, maxLength: 2 }), sameAsContract), {
      numRuns: 3000,
    });
  });

  it('reads well-formed lists whole, without the keys the contract does not know', () => {
    const withExtra = good.map((object) => ({ ...object, extra: 1 }));
    fc.assert(
      fc.property(fc.array(withExtra, { maxLength: 3 }), (objects) => {
        const result = read(objects);
        expect(result).toStrictEqual(list.parse(objects));
        expect(result?.some((object) => 'extra' in object)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a list of items', () => {
    fc.assert(fc.property(oddValue, sameAsContract));
  });
};
