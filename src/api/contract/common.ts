import { z } from 'zod';
import { ROLES } from './roles';

export { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from './frontend-token';

export const API_PREFIX = '/api';

/** The code of an error whose text is in no registered group (message-codes.ts). */
export const UNLISTED_CODE = 'unlisted';

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * The one error shape every failed /api response has: `message` is the spec's English text,
 * `code` names it (`shop.soldOut`, see message-codes.ts) so the app can show it in the reader's
 * language, `params` fill its `{{…}}` parts, `fields` name each refused field of a request.
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().default(UNLISTED_CODE),
  params: messageParams.optional(),
  fields: z
    .array(
      z.object({
        field: z.string(),
        code: z.string(),
        message: z.string(),
        params: messageParams.optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { ROLES, MANAGEMENT_ROLES, type Role } from './roles';
export const role = z.enum(ROLES);

export const DEFAULT_PAGE_SIZE = 10;

/** Page response (spec §3). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });

/** Row ids are PostgreSQL `integer`s: anything larger cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;
export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const okBody = z.object({ ok: z.literal(true) });

/** A success answer that only carries a text for the user. */
export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

/** Texts of the failures any /api route can answer with. */
export const API_MESSAGES = {
  notLoggedIn: 'You are not logged in.',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  missingFrontendToken: 'Missing frontend token',
  internalError: 'Internal server error',
  invalidValue: 'A value in the request is not valid.',
  lineBreak: 'Line breaks are not allowed here.',
} as const;

/** Names, titles and venue names are one line (issue #43). */
export const ONE_LINE = /^[^\r\n\u2028\u2029]*$/;

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
