import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  latestAnnouncementResponse,
  sendAnnouncementRequest,
  sendAnnouncementResponse,
} from '../../../src/api/contract/announcements';
import { errorBody } from '../../../src/api/contract/common';
import { currentUser } from '../../plugins/auth';
import { STAFF } from '../management/staff';
import { createAnnouncementService } from './service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Staff announcements (issue #37): staff send, every member reads the latest one for them. */
export const announcementRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createAnnouncementService(app.db, app.bus);

  app.post('/announcement/send', {
    onRequest: app.requireRole(...STAFF),
    schema: {
      body: sendAnnouncementRequest,
      response: { 200: sendAnnouncementResponse, ...failures },
    },
    handler: (request) => service.send(currentUser(request), request.body),
  });

  app.get('/announcement/latest', {
    onRequest: app.requireAuth,
    schema: { response: { 200: latestAnnouncementResponse, ...failures } },
    handler: async (request) => ({
      announcement: await service.latestFor(currentUser(request).id),
    }),
  });

  done();
};
