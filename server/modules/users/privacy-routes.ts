import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, okBody } from '../../../src/api/contract/common';
import {
  accountDeletionRequest,
  DATA_EXPORT_FILE,
  dataExport,
  privacyChoices,
  privacyChoicesRequest,
} from '../../../src/api/contract/privacy';
import { currentUser } from '../../plugins/auth';
import { createPrivacyService } from './privacy-service';

/** The member's own privacy choices, data export and account deletion; always the caller's own. */
export const privacyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createPrivacyService(app.db, app.sessions);
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  const member = { onRequest: app.requireAuth };

  app.get('/user/privacy', {
    ...member,
    schema: { response: { 200: privacyChoices, ...failures } },
    handler: (request) => service.choices(currentUser(request).id),
  });

  app.post('/user/privacy', {
    ...member,
    schema: { body: privacyChoicesRequest, response: { 200: privacyChoices, ...failures } },
    handler: (request) => service.choose(currentUser(request), request.body),
  });

  app.get('/user/export', {
    ...member,
    schema: { response: { 200: dataExport, ...failures } },
    handler: async (request, reply) => {
      const data = await service.exportData(currentUser(request));
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE}"`);
      return data;
    },
  });

  app.post('/user/delete', {
    ...member,
    schema: {
      body: accountDeletionRequest,
      response: { 200: okBody, 409: errorBody, ...failures },
    },
    handler: async (request) => {
      await service.deleteAccount(currentUser(request), request.body.password);
      return { ok: true as const };
    },
  });
  done();
};
