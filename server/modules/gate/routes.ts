import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  gateCheckinsPage,
  gateCheckinsQuery,
  gateKey,
  gateList,
  gateListQuery,
  gateStats,
  gateStatsQuery,
} from '../../../src/api/contract/gate';
import { GATE_ROLES } from '../../../src/api/contract/roles';
import type { GateService } from './service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * /api/gate: what gate devices and staff read. Scans themselves arrive through the outbox's
 * POST /api/sync/batch (kind 'gate.scan'); the public key is public so any scanner can verify.
 */
export const gateRoutes: FastifyPluginCallbackZod<{ gate: GateService }> = (
  app,
  { gate },
  done,
) => {
  const staff = app.requireRole(...GATE_ROLES);
  const noStore = { 'Cache-Control': 'private, no-store' };

  app.get('/gate/key', {
    schema: { response: { 200: gateKey } },
    handler: () => ({ publicKey: app.ticketKeys.credentials.publicKey }),
  });

  app.get('/gate/list', {
    onRequest: staff,
    schema: { querystring: gateListQuery, response: { 200: gateList, ...failures } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      const since = request.query.since ? new Date(request.query.since) : null;
      return gate.list(await gate.yearOf(request.query.year), since);
    },
  });

  app.get('/gate/stats', {
    onRequest: staff,
    schema: { querystring: gateStatsQuery, response: { 200: gateStats, ...failures } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return gate.stats(await gate.yearOf(request.query.year));
    },
  });

  app.get('/gate/checkins', {
    onRequest: staff,
    schema: { querystring: gateCheckinsQuery, response: { 200: gateCheckinsPage, ...failures } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      const { year, outcome, page } = request.query;
      return gate.scans(await gate.yearOf(year), outcome, page);
    },
  });
  done();
};
