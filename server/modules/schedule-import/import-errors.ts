import { SCHEDULE_IMPORT_MESSAGES } from '../../../src/api/contract/schedule-import-messages';
import type { ScheduleImportMessage } from '../../../src/api/contract/schedule-import-messages';
import { HttpError } from '../../plugins/http-error';

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/** A refused schedule file (or a stale preview): the coded text with the line or field in it. */
export function importError(
  name: ScheduleImportMessage,
  params: Record<string, string | number> = {},
  status = 422,
): HttpError {
  // Long values (a parser's detail, a pasted title) are cut so the message stays readable.
  const short = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > 120 ? `${value.slice(0, 119)}…` : value,
    ]),
  );
  return new HttpError(
    status,
    fill(SCHEDULE_IMPORT_MESSAGES[name], short),
    {},
    {
      code: `scheduleImport.${name}`,
      params: short,
    },
  );
}
