import { isFields, isInt, isText, isTextOrNull, listOf } from './program-filter';
import type { ProductDto } from './shop';

// The shop's first screen shows the entry's early answer, and zod with the contract's schemas
// would add ~25 KB (brotli) in front of that first paint: this reads the product list by hand.
// product-reader.test.ts keeps it equal to `productList` in shop.ts (the API client's answers,
// and the cart's, are still parsed with zod).

const isCount = (value: unknown): value is number => isInt(value) && value >= 0;

/** One product as `productDto` parses it (unknown keys dropped), or null. */
export const readProduct = (value: unknown): ProductDto | null => {
  if (!isFields(value)) return null;
  const { uid, name, additionalInformation, price, currency, soldOut, availability, year } = value;
  if (!isText(uid) || !isText(name) || !isTextOrNull(additionalInformation)) return null;
  if (!isCount(price) || !isText(currency) || currency.length !== 3) return null;
  if (typeof soldOut !== 'boolean' || !(availability === null || isCount(availability)))
    return null;
  if (!isInt(year)) return null;
  return { uid, name, additionalInformation, price, currency, soldOut, availability, year };
};

/** The shop's product list as `productList` parses it, or null. */
export const readProductList = (value: unknown): ProductDto[] | null => listOf(value, readProduct);
