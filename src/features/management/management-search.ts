import { oneOf, searchReader, wholeNumber } from '@/lib/search-params';

export const MANAGEMENT_TABS = ['artists', 'events', 'venues', 'users'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];

/** /management?tab=…; an unknown tab falls back to the artists. */
export const managementSearchSchema = searchReader({ tab: oneOf(MANAGEMENT_TABS) });

/** /create/event?id=… edits that event; without id it creates one. */
export const eventFormSearchSchema = searchReader({ id: wholeNumber({ min: 1, coerce: true }) });
