import * as z from 'zod/mini';

/**
 * A route search param (for `validateSearch`) that may be absent: a value that is missing or not
 * `schema` reads as undefined, so an old or hand-edited link opens the screen with its defaults.
 */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
