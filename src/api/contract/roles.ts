/**
 * The roles as plain data, apart from the zod schemas in common.ts: route guards read them at
 * startup, and importing them from a schema module would put all of zod on the first page load.
 */
export const ROLES = [
  'ROLE_USER',
  'ROLE_ARTIST',
  'ROLE_CONF_MANAGER',
  'ROLE_PROMOTER',
  'ROLE_ADMIN',
  'ROLE_PHANTOM',
  'ROLE_TICKET_25',
  'ROLE_GATE',
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that reach the management area (spec §6). */
export const MANAGEMENT_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_PROMOTER',
  'ROLE_CONF_MANAGER',
];

/** Roles that use the order desk: the admin and the promoter, who sells the tickets (issue #38). */
export const ORDER_DESK_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_PROMOTER'];

/** Roles that check tickets at the gate (ROLE_ADMIN passes every check too). */
export const GATE_ROLES: readonly Role[] = ['ROLE_GATE', 'ROLE_PROMOTER'];
