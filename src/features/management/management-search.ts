import { z } from 'zod';

export const MANAGEMENT_TABS = ['artists', 'events', 'venues', 'users'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

/** /management?tab=…; an unknown tab falls back to the artists. */
export const managementSearchSchema = z.object({
  tab: z.enum(MANAGEMENT_TABS).optional().catch(undefined),
});

/** /create/event?id=… edits that event; without id it creates one. */
export const eventFormSearchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
});
