/**
 * Texts the schedule import answers with (issue #40), shown by their codes. A bad file is named
 * by its line (XML) or by the field's JSON pointer (JSON), so staff can find the fault.
 */
export const SCHEDULE_IMPORT_MESSAGES = {
  unknownFormat: 'The file is neither a schedule.xml nor a schedule.json.',
  xmlNotWellFormed: 'The XML is not well-formed at line {{line}}, column {{column}}: {{detail}}',
  xmlNotSchedule: 'Line {{line}}: the file is not a schedule (the first element is <{{element}}>).',
  xmlMissing: 'Line {{line}}: <{{element}}> lacks {{field}}.',
  xmlInvalid: 'Line {{line}}: {{field}} of <{{element}}> is not valid ("{{value}}").',
  xmlUnknownRoom:
    'Line {{line}}: the event refers to the room "{{room}}", which its day does not list.',
  jsonNotWellFormed: 'The JSON is not valid at line {{line}}, column {{column}}.',
  jsonSchema: 'The field {{field}} does not match the schedule format: {{detail}}',
  jsonUnknownRoom:
    'The field {{field}} refers to the room "{{room}}", which the conference does not list.',
  duplicateGuid: 'The event GUID {{guid}} appears twice in the file.',
  endBeforeStart: 'The event {{guid}} ends before it starts.',
  foreignGuid:
    'The event GUID {{guid}} belongs to an event that was not imported from this schedule.',
  previewOutdated: 'The program changed since the preview: please check the difference again.',
} as const;

export type ScheduleImportMessage = keyof typeof SCHEDULE_IMPORT_MESSAGES;
