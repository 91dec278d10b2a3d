import type { Role } from '../../../src/api/contract/common';

/** Roles of the management area besides admin, which passes every role check (spec §6). */
export const STAFF: Role[] = ['ROLE_PROMOTER', 'ROLE_CONF_MANAGER'];
