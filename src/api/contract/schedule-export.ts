import { z } from 'zod';

/** Issue #40: the C3VOC schedule export and the public changelog of program versions. */

export const SCHEDULE_EXPORT_MESSAGES = {
  nothingPublished: 'This edition has no published program.',
} as const;

export const SCHEDULE_XML_MEDIA_TYPE = 'application/vnd.c3voc.schedule+xml';

export const scheduleLanguage = z.enum(['de', 'en']);
export const scheduleYear = z.coerce.number().int().min(2000).max(2100);

export const scheduleParams = z.object({ year: scheduleYear, lang: scheduleLanguage });
export const changelogParams = z.object({ year: scheduleYear });

export const programChangeKind = z.enum(['new', 'moved', 'changed', 'cancelled']);
export type ProgramChangeKindDto = z.infer<typeof programChangeKind>;

export const programChangeFields = z.object({
  title: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  venue: z.string().nullable(),
  venueGuid: z.string().nullable(),
});

export const programChangeDto = z.object({
  eventId: z.number().int(),
  eventGuid: z.string(),
  kind: programChangeKind,
  before: programChangeFields.nullable(),
  after: programChangeFields.nullable(),
});
export type ProgramChangeDto = z.infer<typeof programChangeDto>;

export const programReleaseDto = z.object({
  version: z.number().int(),
  /** ISO 8601 in UTC. */
  createdAt: z.string(),
  changes: z.array(programChangeDto),
});
export type ProgramReleaseDto = z.infer<typeof programReleaseDto>;

/** An edition's versions, newest first (at most CHANGELOG_RELEASES of them). */
export const changelogDto = z.object({
  year: z.number().int(),
  version: z.number().int(),
  releases: z.array(programReleaseDto),
});
export type ChangelogDto = z.infer<typeof changelogDto>;

export const CHANGELOG_RELEASES = 50;

/** Public paths of an edition's feeds (relative to the site). */
export const scheduleFeedPaths = (year: number, language: z.infer<typeof scheduleLanguage>) => ({
  xml: `/api/schedule/${year}/${language}/schedule.xml`,
  json: `/api/schedule/${year}/${language}/schedule.json`,
  atom: `/api/schedule/${year}/${language}/changelog.atom`,
  changelog: `/api/schedule/${year}/changelog`,
});
