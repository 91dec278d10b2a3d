import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import { syncBatchRequest, syncBatchResponse } from '../../../src/api/contract/sync';
import { currentUser } from '../../plugins/auth';
import { createGateService } from '../gate/service';
import { createSyncService } from './service';

/** POST /api/sync/batch: the outbox's queued favourites, likes and gate scans in one call. */
export const syncRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createSyncService(app.db, app.bus, createGateService(app.db, app.ticketKeys));

  app.post('/sync/batch', {
    onRequest: app.requireAuth,
    schema: {
      body: syncBatchRequest,
      response: { 200: syncBatchResponse, 400: errorBody, 401: errorBody },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { results: await service.apply(currentUser(request), request.body.items) };
    },
  });

  done();
};
