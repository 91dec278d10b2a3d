import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../src/api/contract/common';
import { eventDto, eventList, eventsByYearRequest } from '../../../src/api/contract/program';
import { eventIdsRequest, eventsByDateRequest } from '../../../src/api/contract/program-requests';
import { registerClearableCache } from '../management/caches';
import { preferredEncoding } from '../program/accept-encoding';
import { isNotModified, notModifiedBody } from '../program/etag';
import { watchProgramVersion } from '../program/program-version';
import { createProgramCache } from './program-cache';
import { createEventService } from './service';

/** The year's program as the cache keeps it: the eventList JSON, checked when it was built. */
const serialisedEventList = z.instanceof(Buffer);

/** The public program reads of spec §7 Events (no login needed). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEventService(app.db);
  const version = await watchProgramVersion(app.database);
  app.addHook('onClose', () => version.close());
  const programs = createProgramCache({
    version,
    defaultYear: () => service.defaultYear(),
    load: (year) => service.eventsOfYear(year),
  });
  registerClearableCache(app.db, () => programs.clear());

  // Every phone asks for the whole program again and again: answered from memory, already
  // serialised and compressed, and with 304 while the client's copy is current.
  app.post('/event/get/all/year', {
    schema: {
      body: eventsByYearRequest,
      response: { 200: serialisedEventList, 304: notModifiedBody, 400: errorBody },
    },
    handler: async (request, reply) => {
      const program = await programs.program(request.body.year);
      reply.header('Vary', 'Accept-Encoding');
      if (isNotModified(request, reply, program.etag)) return reply.code(304).send();
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      // A Buffer skips the serializer: the body was checked against eventList when it was built.
      return reply.type('application/json; charset=utf-8').send(program.encoded[encoding]);
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
};
