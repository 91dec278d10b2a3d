import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import { venueList } from '../../../src/api/contract/program';
import { nameFilterRequest, venueNames } from '../../../src/api/contract/program-requests';
import { isNotModified, notModifiedBody, strongEtag } from '../program/etag';
import { createVenueService } from './service';

/** The program's venues (spec §7 Program, artists, venues); no login needed. */
export const venueRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createVenueService(app.db);

  app.get('/venue/all', {
    schema: { response: { 200: venueList, 304: notModifiedBody } },
    handler: async (request, reply) => {
      const venues = await service.all();
      if (isNotModified(request, reply, strongEtag('venues', venues))) {
        return reply.code(304).send();
      }
      return venues;
    },
  });

  app.get('/venue/names/get', {
    schema: { response: { 200: venueNames } },
    handler: async () => service.names(),
  });

  app.post('/venue/filtered', {
    schema: { body: nameFilterRequest, response: { 200: venueList, 400: errorBody } },
    handler: async (request) => service.filtered(request.body.filter),
  });

  done();
};
