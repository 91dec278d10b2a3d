/**
 * Texts the schedule import answers with (issue #40), shown by their codes. A bad file is named
 * by its line (XML) or by the field's JSON pointer (JSON), so staff can find the fault.
 */
export const SCHEDULE_IMPORT_MESSAGES = {
  unknownFormat: 'Not a schedule.xml or schedule.json.',
  xmlNotWellFormed: 'Line {{line}}, column {{column}}: the XML is broken ({{detail}}).',
  xmlNotSchedule: 'Line {{line}}: <{{element}}> is no <schedule>.',
  xmlMissing: 'Line {{line}}: <{{element}}> lacks {{field}}.',
  xmlInvalid: 'Line {{line}}: {{field}} of <{{element}}> is invalid: "{{value}}".',
  xmlUnknownRoom: 'Line {{line}}: unknown room "{{room}}".',
  jsonNotWellFormed: 'Line {{line}}, column {{column}}: the JSON is broken.',
  jsonSchema: 'Field {{field}}: {{detail}}',
  jsonUnknownRoom: 'Field {{field}}: unknown room "{{room}}".',
  duplicateGuid: 'Event GUID {{guid}} appears twice.',
  endBeforeStart: 'Event {{guid}} ends before it starts.',
  foreignGuid: 'Event GUID {{guid}} is not from this schedule.',
  previewOutdated: 'The program changed since the preview: check again.',
} as const;

export type ScheduleImportMessage = keyof typeof SCHEDULE_IMPORT_MESSAGES;
