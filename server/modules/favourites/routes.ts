import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import { favouriteIds } from '../../../src/api/contract/program';
import { currentUser } from '../../plugins/auth';
import { createFavouriteService } from './service';

/** The caller's timetable (spec §7 Events); login required. */
export const favouriteRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createFavouriteService(app.db);

  app.get('/event/favourites/my', {
    onRequest: app.requireAuth,
    schema: { response: { 200: favouriteIds, 401: errorBody } },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return service.myFavourites(currentUser(request).id);
    },
  });

  app.get('/event/favourites/add/:id', {
    onRequest: app.requireAuth,
    schema: {
      params: idParam,
      response: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      await service.add(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  });

  app.get('/event/favourites/remove/:id', {
    onRequest: app.requireAuth,
    schema: { params: idParam, response: { 200: okBody, 400: errorBody, 401: errorBody } },
    handler: async (request) => {
      await service.remove(currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  });

  done();
};
