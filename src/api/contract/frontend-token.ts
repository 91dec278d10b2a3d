/**
 * Fixed header every /api call carries (spec §7); the server refuses /api calls without it. Plain
 * data apart from the zod schemas in common.ts, so the entry can send requests without zod.
 */
export const FRONTEND_TOKEN_HEADER = 'x-frontend-token';
export const FRONTEND_TOKEN = 'festival-web-v1';
