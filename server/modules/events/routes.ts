import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../src/api/contract/common';
import { eventDto, eventList, eventsByYearRequest } from '../../../src/api/contract/program';
import { eventIdsRequest, eventsByDateRequest } from '../../../src/api/contract/program-requests';
import { isNotModified, notModifiedBody } from '../program/etag';
import { createEventService } from './service';

/** The public program reads of spec §7 Events (no login needed). */
export const eventRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createEventService(app.db);

  app.post('/event/get/all/year', {
    schema: {
      body: eventsByYearRequest,
      response: { 200: eventList, 304: notModifiedBody, 400: errorBody },
    },
    handler: async (request, reply) => {
      const year = await service.yearOrDefault(request.body.year);
      const etag = await service.programEtag(year);
      if (isNotModified(request, reply, etag)) return reply.code(304).send();
      return service.eventsOfYear(year, etag);
    },
  });

  app.get('/event/get/single/:id', {
    schema: { params: idParam, response: { 200: eventDto, 400: errorBody, 404: errorBody } },
    handler: async (request, reply) => {
      // A draft is answered only to its editors: no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-cache');
      return service.event(request.params.id, request.user);
    },
  });

  app.post('/event/getByDate', {
    schema: { body: eventsByDateRequest, response: { 200: eventList, 400: errorBody } },
    handler: async (request) => service.eventsOnDay(request.body.date),
  });

  app.post('/event/get/favourites/year', {
    schema: { body: eventIdsRequest, response: { 200: eventList, 400: errorBody } },
    handler: async (request) => service.eventsByIds(request.body.ids),
  });

  done();
};
