import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  connectAnswer,
  friendCodeBody,
  friendCodeDto,
  friendsPlansDto,
  planShareDto,
  publicPlanDto,
  tokenParam,
} from '../../../src/api/contract/friends';
import { currentUser } from '../../plugins/auth';
import { createFriendsService } from './service';

const noStore = { 'Cache-Control': 'private, no-store' };

/** Shared plan links (public read, owner manages) and friends (members only, each their own). */
export const friendsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createFriendsService(app.db);

  app.get('/plan/share', {
    onRequest: app.requireAuth,
    schema: { response: { 200: planShareDto, 401: errorBody } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.myShare(currentUser(request).id);
    },
  });

  app.post('/plan/share', {
    onRequest: app.requireAuth,
    schema: { response: { 200: planShareDto, 401: errorBody } },
    handler: (request) => service.share(currentUser(request).id),
  });

  app.delete('/plan/share/:token', {
    onRequest: app.requireAuth,
    schema: {
      params: tokenParam,
      response: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      await service.revoke(currentUser(request).id, request.params.token);
      return { ok: true as const };
    },
  });

  // No login: whoever holds the link reads the plan; a revoked link is 404 at once (no caching).
  app.get('/plan/public/:token', {
    schema: {
      params: tokenParam,
      response: { 200: publicPlanDto, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.publicPlan(request.params.token);
    },
  });

  app.get('/friends/code', {
    onRequest: app.requireAuth,
    schema: { response: { 200: friendCodeDto, 401: errorBody } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.code(currentUser(request).id, false);
    },
  });

  app.post('/friends/code', {
    onRequest: app.requireAuth,
    schema: { body: z.object({}).optional(), response: { 200: friendCodeDto, 401: errorBody } },
    handler: (request) => service.code(currentUser(request).id, true),
  });

  app.post('/friends/connect', {
    onRequest: app.requireAuth,
    schema: {
      body: friendCodeBody,
      response: { 200: connectAnswer, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: (request) => service.connect(currentUser(request).id, request.body.code),
  });

  app.delete('/friends/:id', {
    onRequest: app.requireAuth,
    schema: {
      params: idParam,
      response: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      await service.end(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  });

  app.get('/friends/plans', {
    onRequest: app.requireAuth,
    schema: { response: { 200: friendsPlansDto, 401: errorBody } },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.plans(currentUser(request).id);
    },
  });

  done();
};
