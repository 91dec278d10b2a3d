import { QUIET, api } from './client';
import {
  scheduleImportPreview,
  scheduleImportResult,
  type ScheduleFile,
} from './contract/schedule-import';

/** Calls of the schedule import (issue #40); quiet: the screen shows a refused file itself. */

export const previewScheduleImport = async (file: ScheduleFile) =>
  scheduleImportPreview.parse(
    await api.post('schedule-import/preview', { json: file, timeout: 120_000, ...QUIET }).json(),
  );

export const applyScheduleImport = async (file: ScheduleFile, token: string) =>
  scheduleImportResult.parse(
    await api
      .post('schedule-import/apply', { json: { ...file, token }, timeout: 120_000, ...QUIET })
      .json(),
  );
