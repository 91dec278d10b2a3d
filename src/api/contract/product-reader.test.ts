import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readProductList } from './product-reader';
import { productDto, productList } from './shop';

const oddValue = fc.constantFrom(
  null,
  undefined,
  true,
  false,
  1.5,
  -1,
  2 ** 60,
  -0,
  '',
  'EUR',
  {},
  [],
);
const text = fc.string({ maxLength: 5 });
const count = fc.oneof(fc.nat(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER));

// Per field of the contract's product: a valid value, and probes (valid or not) for that one field.
const fields: Record<string, { good: fc.Arbitrary<unknown>; probe: fc.Arbitrary<unknown> }> = {
  uid: { good: text, probe: fc.oneof(text, oddValue) },
  name: { good: text, probe: fc.oneof(text, oddValue) },
  additionalInformation: { good: fc.option(text), probe: fc.oneof(fc.option(text), oddValue) },
  price: { good: count, probe: fc.oneof(count, fc.integer(), fc.double(), oddValue) },
  currency: {
    good: fc.constantFrom('EUR', 'CHF'),
    probe: fc.oneof(fc.string({ minLength: 2, maxLength: 4 }), fc.constant('€'), oddValue),
  },
  soldOut: { good: fc.boolean(), probe: fc.oneof(fc.boolean(), oddValue) },
  availability: {
    good: fc.option(count),
    probe: fc.oneof(fc.option(count), fc.integer(), fc.double(), oddValue),
  },
  year: { good: fc.integer(), probe: fc.oneof(fc.integer(), fc.double(), oddValue) },
};
const keys = Object.keys(productDto.shape);
const goodProduct = fc.record(
  Object.fromEntries(keys.map((key) => [key, fields[key]?.good ?? fc.constant(undefined)])),
);
/** A valid product with one field probed (or dropped), and a key the contract does not know. */
const probedProduct = fc
  .tuple(goodProduct, fc.constantFrom(...keys), fc.boolean())
  .chain(([product, key, drop]) =>
    (fields[key]?.probe ?? oddValue).map((value) => {
      const probed: Record<string, unknown> = { ...product, unknownField: 'x' };
      if (drop) delete probed[key];
      else probed[key] = value;
      return probed;
    }),
  );

const sameAsContract = (value: unknown) => {
  const contract = productList.safeParse(value);
  expect(readProductList(value)).toStrictEqual(contract.success ? contract.data : null);
};

describe('product list reader', () => {
  it('has a valid value and probes for every field of the contract’s product', () => {
    expect(keys.filter((key) => !(key in fields))).toEqual([]);
  });

  it('accepts and returns exactly what the contract’s product list does, field by field', () => {
    fc.assert(
      fc.property(fc.array(probedProduct, { minLength: 1, maxLength: 2 }), sameAsContract),
      { numRuns: 3000 },
    );
  });

  it('reads well-formed lists whole, without the keys the contract does not know', () => {
    fc.assert(
      fc.property(
        fc.array(
          goodProduct.map((p) => ({ ...p, extra: 1 })),
          { maxLength: 3 },
        ),
        (list) => {
          const read = readProductList(list);
          expect(read).toStrictEqual(productList.parse(list));
          expect(read?.some((p) => 'extra' in p)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses what is not a list of products', () => {
    fc.assert(fc.property(oddValue, sameAsContract));
  });
});
