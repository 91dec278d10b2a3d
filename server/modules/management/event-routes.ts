import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  adminEventPage,
  adminListRequest,
  eventArtistRequest,
  eventInput,
  shareRequest,
  stateParams,
} from '../../../src/api/contract/management';
import { eventDto } from '../../../src/api/contract/program';
import { pageParam } from '../../../src/api/contract/program-requests';
import { currentUser } from '../../plugins/auth';
import { createEventService } from '../events/service';
import { queueProgramChangePush } from '../push/program-change';
import { STAFF } from './staff';
import { createEventAdminService } from './event-service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec §7 Events (writes) and the management event list; creator/editor rules in the service. */
export const eventAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // People who saved a deleted event hear that it was cancelled; afterwards nobody could tell whom.
  const service = createEventAdminService(app.db, {
    beforeDelete: (eventId) => queueProgramChangePush(app.db, app.bus, eventId, true),
  });
  const events = createEventService(app.db);
  const staff = app.requireRole(...STAFF);
  const adminOnly = app.requireRole();
  const loggedIn = app.requireAuth;
  const answer = (id: number, request: Parameters<typeof currentUser>[0]) =>
    events.event(id, currentUser(request));

  app.post('/event/admin/page/:n', {
    onRequest: staff,
    schema: {
      params: pageParam,
      body: adminListRequest,
      response: { 200: adminEventPage, ...failures },
    },
    handler: (request) => service.page(request.params.n, request.body, currentUser(request)),
  });

  // Spec §6: 'Add new Event' is admin-only.
  app.post('/event/create', {
    onRequest: adminOnly,
    schema: { body: eventInput, response: { 200: eventDto, ...failures } },
    handler: async (request) =>
      answer(await service.create(request.body, currentUser(request)), request),
  });

  app.post('/event/update', {
    onRequest: loggedIn,
    schema: { body: eventInput, response: { 200: eventDto, ...failures } },
    handler: async (request) =>
      answer(await service.update(request.body, currentUser(request)), request),
  });

  app.get('/event/delete/:id', {
    onRequest: loggedIn,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.remove(request.params.id, currentUser(request));
      return { ok: true as const };
    },
  });

  app.get('/event/state/change/:id/:state', {
    onRequest: loggedIn,
    schema: { params: stateParams, response: { 200: eventDto, ...failures } },
    handler: async (request) => {
      const { id, state } = request.params;
      await service.changeState(id, state, currentUser(request));
      return answer(id, request);
    },
  });

  app.post('/event/artists/add', {
    onRequest: loggedIn,
    schema: { body: eventArtistRequest, response: { 200: eventDto, ...failures } },
    handler: async (request) => {
      await service.addArtist(request.body, currentUser(request));
      return answer(request.body.eventId, request);
    },
  });

  app.post('/event/artists/remove', {
    onRequest: loggedIn,
    schema: { body: eventArtistRequest, response: { 200: eventDto, ...failures } },
    handler: async (request) => {
      await service.removeArtist(request.body, currentUser(request));
      return answer(request.body.eventId, request);
    },
  });

  app.post('/event/share/:id', {
    onRequest: loggedIn,
    schema: { params: idParam, body: shareRequest, response: { 200: eventDto, ...failures } },
    handler: async (request) => {
      await service.share(request.params.id, request.body.ids, currentUser(request));
      return answer(request.params.id, request);
    },
  });

  done();
};
