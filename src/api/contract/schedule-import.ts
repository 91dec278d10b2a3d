import { z } from 'zod';

/** Paths under /api (issue #40), staff only:
 * - POST schedule-import/preview {fileName, content}        → ScheduleImportPreview (nothing written)
 * - POST schedule-import/apply   {fileName, content, token} → ScheduleImportResult (one transaction)
 */

/** At most 20 MB of text: a 5,000-event schedule.xml is about 8 MB. */
export const SCHEDULE_FILE_MAX = 20 * 1024 * 1024;

export const scheduleFile = z.object({
  fileName: z.string().max(255),
  content: z.string().min(1).max(SCHEDULE_FILE_MAX),
});
export type ScheduleFile = z.infer<typeof scheduleFile>;

export const scheduleApplyRequest = scheduleFile.extend({
  /** The preview's token: the apply refuses when the difference is no longer the one shown. */
  token: z.string().length(64),
});
export type ScheduleApplyRequest = z.infer<typeof scheduleApplyRequest>;

export const SCHEDULE_FIELDS = [
  'title',
  'description',
  'start',
  'end',
  'venue',
  'persons',
  'conference',
  'conferenceType',
  'conferenceTopics',
  'genres',
  'state',
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

const importedEvent = z.object({
  guid: z.string(),
  title: z.string(),
  start: z.iso.datetime({ offset: true }),
  venue: z.string(),
});

export const fieldChange = z.object({
  field: z.enum(SCHEDULE_FIELDS),
  before: z.string(),
  after: z.string(),
});
export type FieldChange = z.infer<typeof fieldChange>;

export const scheduleImportPreview = z.object({
  token: z.string(),
  source: z.object({
    acronym: z.string(),
    title: z.string(),
    version: z.string(),
    timeZone: z.string().nullable(),
    format: z.enum(['xml', 'json']),
  }),
  eventCount: z.number().int(),
  unchanged: z.number().int(),
  added: z.array(importedEvent),
  changed: z.array(importedEvent.extend({ changes: z.array(fieldChange) })),
  removed: z.array(importedEvent),
  newVenues: z.array(z.string()),
  newPeople: z.array(z.string()),
  newGenres: z.array(z.string()),
});
export type ScheduleImportPreview = z.infer<typeof scheduleImportPreview>;

export const scheduleImportResult = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
});
export type ScheduleImportResult = z.infer<typeof scheduleImportResult>;
