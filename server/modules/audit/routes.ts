import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../../src/api/contract/audit';
import { errorBody } from '../../../src/api/contract/common';
import { pageParam } from '../../../src/api/contract/program-requests';
import { auditPageOf } from './service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The audit log of staff actions (issue #42): admins only, newest first, by target kind. */
export const auditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/audit/page/:n', {
    onRequest: app.requireRole(),
    schema: {
      params: pageParam,
      querystring: auditQuery,
      response: { 200: auditPage, ...failures },
    },
    handler: (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return auditPageOf(app.db, request.params.n, request.query.kind);
    },
  });
  done();
};
