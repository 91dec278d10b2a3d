import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  adminArtistPage,
  adminListRequest,
  artistInput,
  createdId,
  shareRequest,
  visibilityToggleRequest,
} from '../../../src/api/contract/management';
import { pageParam } from '../../../src/api/contract/program-requests';
import { currentUser } from '../../plugins/auth';
import { createArtistAdminService } from './artist-service';
import { STAFF } from './staff';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Spec §7 artist/edit, artist/share, website visibility, and the management artist list. */
export const artistAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createArtistAdminService(app.db);
  const staff = app.requireRole(...STAFF);

  app.post('/artist/admin/page/:n', {
    onRequest: staff,
    schema: {
      params: pageParam,
      body: adminListRequest,
      response: { 200: adminArtistPage, ...failures },
    },
    handler: (request) => service.page(request.params.n, request.body, currentUser(request)),
  });

  app.post('/artist/edit', {
    onRequest: staff,
    schema: { body: artistInput, response: { 200: createdId, ...failures } },
    handler: async (request) => ({ id: await service.edit(request.body, currentUser(request)) }),
  });

  app.post('/artist/share/:id', {
    onRequest: staff,
    schema: { params: idParam, body: shareRequest, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.share(request.params.id, request.body.ids, currentUser(request));
      return { ok: true as const };
    },
  });

  // Spec §6: toggling website visibility is an admin right.
  app.post('/user/website/visible/toggle', {
    onRequest: app.requireRole(),
    schema: { body: visibilityToggleRequest, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.setVisibility(request.body.id, request.body.state, currentUser(request));
      return { ok: true as const };
    },
  });

  done();
};
