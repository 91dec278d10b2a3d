import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  blockedPeople,
  blockState,
  messageReportCreated,
  messageReportRequest,
  openReports,
} from '../../../src/api/contract/safety';
import { currentUser } from '../../plugins/auth';
import { STAFF } from '../management/staff';
import { createSafetyService } from './service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * Blocks (always the caller's own), reports of chat messages by their participants, and the
 * staff's list of open reports (issue #37).
 */
export const safetyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createSafetyService(app.db);
  const member = { onRequest: app.requireAuth };
  const staff = { onRequest: app.requireRole(...STAFF) };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/user/blocks', {
    ...member,
    schema: { response: { 200: blockedPeople, ...failures } },
    handler: (request) => service.blocked(currentUser(request).id),
  });

  app.get('/user/blocks/:id', {
    ...member,
    schema: { params: idParam, response: { 200: blockState, ...failures } },
    handler: (request) => service.isBlocked(currentUser(request).id, request.params.id),
  });

  app.put('/user/blocks/:id', {
    ...member,
    schema: { params: idParam, response: { 200: blockState, ...failures } },
    handler: (request) => service.block(currentUser(request).id, request.params.id),
  });

  app.delete('/user/blocks/:id', {
    ...member,
    schema: { params: idParam, response: { 200: blockState, ...failures } },
    handler: (request) => service.unblock(currentUser(request).id, request.params.id),
  });

  app.post('/chat/reports', {
    ...member,
    schema: { body: messageReportRequest, response: { 201: messageReportCreated, ...failures } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.report(currentUser(request).id, request.body)),
  });

  app.get('/management/reports', {
    ...staff,
    schema: { response: { 200: openReports, ...failures } },
    handler: () => service.openReports(),
  });

  app.post('/management/reports/:id/handled', {
    ...staff,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.markHandled(request.params.id, currentUser(request));
      return { ok: true as const };
    },
  });
  done();
};
