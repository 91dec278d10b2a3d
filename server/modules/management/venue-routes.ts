import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import { adminVenueList, venueInput } from '../../../src/api/contract/management';
import { venueDto } from '../../../src/api/contract/program';
import { currentUser } from '../../plugins/auth';
import { STAFF } from './staff';
import { createVenueAdminService } from './venue-service';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Spec §7 venue/update (id null creates) and venue/delete/{id}, for the management area. */
export const venueAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createVenueAdminService(app.db);
  const staff = app.requireRole(...STAFF);

  // The management cards: every venue with whether the caller may change it.
  app.get('/venue/admin/all', {
    onRequest: staff,
    schema: { response: { 200: adminVenueList, ...failures } },
    handler: (request) => service.list(currentUser(request)),
  });

  app.post('/venue/update', {
    onRequest: staff,
    schema: { body: venueInput, response: { 200: venueDto, ...failures } },
    handler: (request) => service.save(request.body, currentUser(request)),
  });

  app.get('/venue/delete/:id', {
    onRequest: staff,
    schema: { params: idParam, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.remove(request.params.id, currentUser(request));
      return { ok: true as const };
    },
  });

  done();
};
