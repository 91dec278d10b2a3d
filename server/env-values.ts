import { z } from 'zod';

/** A whole number from the environment, within bounds. */
export const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A yes/no setting: true, 1, yes, on (or false, 0, no, off). */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
