import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';

export const MANAGEMENT_TABS = ['artists', 'events', 'venues', 'users'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

/** /management?tab=…; an unknown tab falls back to the artists. */
export const managementSearchSchema = z.object({ tab: optionalParam(z.enum(MANAGEMENT_TABS)) });

/** /create/event?id=… edits that event; without id it creates one. */
export const eventFormSearchSchema = z.object({
  id: optionalParam(z.pipe(z.coerce.number(), z.int().check(z.minimum(1)))),
});
