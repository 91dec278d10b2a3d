import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  SCHEDULE_FILE_MAX,
  scheduleApplyRequest,
  scheduleFile,
  scheduleImportPreview,
  scheduleImportResult,
} from '../../../src/api/contract/schedule-import';
import { currentUser } from '../../plugins/auth';
import { STAFF } from '../management/staff';
import { createScheduleImportService } from './service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 422: errorBody };
// The file travels as JSON text: escaping can nearly double it.
const bodyLimit = 2 * SCHEDULE_FILE_MAX + 4096;

/** Import of a C3VOC schedule.xml/json (issue #40): management staff, like the event list. */
export const scheduleImportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createScheduleImportService(app.db);
  const staff = app.requireRole(...STAFF);

  app.post('/schedule-import/preview', {
    onRequest: staff,
    bodyLimit,
    schema: { body: scheduleFile, response: { 200: scheduleImportPreview, ...failures } },
    handler: (request) => service.preview(request.body),
  });

  app.post('/schedule-import/apply', {
    onRequest: staff,
    bodyLimit,
    schema: { body: scheduleApplyRequest, response: { 200: scheduleImportResult, ...failures } },
    handler: (request) => service.apply(request.body, currentUser(request)),
  });

  done();
};
