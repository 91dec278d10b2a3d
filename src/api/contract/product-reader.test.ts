import fc from 'fast-check';
import { describe } from 'vitest';
import { checkListReader, type FieldProbes } from '../testing/contract-probes';
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
const fields: FieldProbes = {
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

describe('product list reader', () => {
  checkListReader({ item: productDto, list: productList, read: readProductList, fields, oddValue });
});
