/**
 * Readers for route search params. Route options (validateSearch) sit in the app's entry chunk,
 * where zod would add 15–25 KB (gzip) to every first load; these are a few lines each. Like zod's
 * `.optional().catch(undefined)`, anything missing or odd reads as undefined.
 */
export type SearchParams = Record<string, unknown>;

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.find((candidate) => candidate === value);

interface WholeNumberRules {
  min?: number;
  /** Accept number-like strings too ("5"), as `z.coerce.number()` does. */
  coerce?: boolean;
}

export const wholeNumber =
  ({ min = -Infinity, coerce = false }: WholeNumberRules = {}) =>
  (value: unknown): number | undefined => {
    const number = coerce ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && number >= min
      ? number
      : undefined;
  };

export const text =
  (maxLength: number, minLength = 0) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length >= minLength && value.length <= maxLength
      ? value
      : undefined;

export const flag = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

type Readers = Record<string, (value: unknown) => unknown>;
type Read<R extends Readers> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/**
 * A validateSearch function from one reader per param; params that are absent or unreadable are
 * left out, the rest dropped.
 */
export const searchReader =
  <R extends Readers>(readers: R) =>
  (search: SearchParams): Read<R> => {
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      const value = read(search[key]);
      if (value !== undefined) result[key] = value;
    }
    return result as Read<R>;
  };
