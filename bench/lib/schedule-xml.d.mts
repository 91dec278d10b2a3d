/** Types of schedule-xml.mjs, for the tests that read the same generated files. */
export function benchGuid(kind: 'event' | 'room' | 'person', n: number, series?: number): string;
export function scheduleXml(options?: {
  events?: number;
  days?: number;
  rooms?: number;
  acronym?: string;
  firstDay?: string;
  offset?: string;
  timeZone?: string;
  series?: number;
}): string;
