import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { filterValuesDto } from '../../../src/api/contract/program';
import { artistRoutes } from '../artists/routes';
import { eventRoutes } from '../events/routes';
import { favouriteRoutes } from '../favourites/routes';
import { fileRoutes } from '../files/routes';
import { venueRoutes } from '../venues/routes';
import { isNotModified, notModifiedBody, strongEtag } from './etag';
import { createProgramService } from './service';

const filterRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createProgramService(app.db);

  app.get('/filter/program/get', {
    schema: { response: { 200: filterValuesDto, 304: notModifiedBody } },
    handler: async (request, reply) => {
      const values = await service.filterValues();
      if (isNotModified(request, reply, strongEtag('filter', values))) {
        return reply.code(304).send();
      }
      return values;
    },
  });
  done();
};

/**
 * Everything the offline-first program reads and writes, registered under /api: events,
 * favourites, artists, venues, filter values and uploaded files.
 */
export const programRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventRoutes);
  await app.register(favouriteRoutes);
  await app.register(artistRoutes);
  await app.register(venueRoutes);
  await app.register(filterRoutes);
  await app.register(fileRoutes);
};
