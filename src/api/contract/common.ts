import { z } from 'zod';

/** Fixed header every /api call carries (spec §7); the server refuses /api calls without it. */
export const FRONTEND_TOKEN_HEADER = 'x-frontend-token';
export const FRONTEND_TOKEN = 'festival-web-v1';

export const API_PREFIX = '/api';

/** The one error shape every failed /api response has. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const ROLES = [
  'ROLE_USER',
  'ROLE_ARTIST',
  'ROLE_CONF_MANAGER',
  'ROLE_PROMOTER',
  'ROLE_ADMIN',
  'ROLE_PHANTOM',
  'ROLE_TICKET_25',
] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** Roles that reach the management area (spec §6). */
export const MANAGEMENT_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_PROMOTER',
  'ROLE_CONF_MANAGER',
];

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

export const idParam = z.object({ id: z.coerce.number().int().positive() });
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
} as const;

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;
