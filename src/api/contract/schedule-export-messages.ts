/** The schedule export's refusals (issue #40), apart from its schemas: the app's bundle needs only these. */
export const SCHEDULE_EXPORT_MESSAGES = {
  nothingPublished: 'This edition has no published program.',
} as const;
