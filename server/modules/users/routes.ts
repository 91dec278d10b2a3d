import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, okBody } from '../../../src/api/contract/common';
import {
  firstLoginResponse,
  professionDto,
  professionList,
  professionNewRequest,
  professionRemoveRequest,
  professionUpdateRequest,
  profileDetails,
  userIdQuery,
  userIdsRequest,
  userProfile,
  userTileList,
  userUpdateRequest,
} from '../../../src/api/contract/people';
import { idsRequest } from '../../../src/api/contract/reference';
import { currentUser } from '../../plugins/auth';
import { privacyRoutes } from './privacy-routes';
import { createUserService } from './service';

/** Profiles, onboarding and professions (spec §7 User). Everything but /u/… needs a login. */
export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createUserService(app.db);
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  const member = { onRequest: app.requireAuth };

  app.get('/user/:id/details/page/0', {
    ...member,
    schema: { params: idParam, response: { 200: profileDetails, ...failures } },
    handler: (request) => service.details(request.params.id, currentUser(request)),
  });

  // The embedded public profile (/u/user/{id}): no login, no private fields (spec §2, §6), only
  // artists, speakers and members who chose it (issue #42).
  for (const path of ['/u/user/:id', '/user/public/:id']) {
    app.get(path, {
      schema: { params: idParam, response: { 200: profileDetails, ...failures } },
      handler: (request) => service.publicDetails(request.params.id),
    });
  }

  app.get('/user/get/:id', {
    ...member,
    schema: { params: idParam, response: { 200: userProfile, ...failures } },
    handler: (request) => service.profile(request.params.id, currentUser(request)),
  });

  app.get('/user/get', {
    ...member,
    schema: { querystring: userIdQuery, response: { 200: userProfile, ...failures } },
    handler: (request) => service.profile(request.query.id, currentUser(request)),
  });

  app.post('/user/getAllByIds', {
    ...member,
    schema: { body: userIdsRequest, response: { 200: userTileList, ...failures } },
    handler: (request) => service.tiles(request.body.ids),
  });

  app.post('/user/update', {
    ...member,
    schema: { body: userUpdateRequest, response: { 200: userProfile, ...failures } },
    handler: (request) => service.update(currentUser(request), request.body),
  });

  app.post('/user/genres/update', {
    ...member,
    schema: { body: idsRequest, response: { 200: userProfile, ...failures } },
    handler: (request) => service.updateGenres(currentUser(request), request.body.ids),
  });

  app.get('/user/firstLogin', {
    ...member,
    schema: { querystring: userIdQuery, response: { 200: firstLoginResponse, ...failures } },
    handler: async (request) => {
      await service.markFirstLoginDone(currentUser(request), request.query.id);
      return { firstLogin: false as const };
    },
  });

  app.post('/user/professions/get', {
    ...member,
    schema: { body: userIdsRequest, response: { 200: professionList, ...failures } },
    handler: (request) => service.professionsByIds(request.body.ids),
  });

  app.get('/user/profession/add', {
    ...member,
    schema: { response: { 200: professionDto, ...failures } },
    handler: (request) => service.addBlankProfession(currentUser(request)),
  });

  app.post('/user/profession/update/new', {
    ...member,
    schema: { body: professionNewRequest, response: { 200: professionDto, ...failures } },
    handler: (request) => {
      const { role, companyId } = request.body.profession;
      return service.addProfession(currentUser(request), role, companyId ?? null);
    },
  });

  app.post('/user/profession/update', {
    ...member,
    schema: { body: professionUpdateRequest, response: { 200: professionDto, ...failures } },
    handler: (request) => {
      const { id, role, companyId } = request.body.profession;
      return service.changeProfession(currentUser(request), id, role, companyId ?? null);
    },
  });

  app.post('/user/profession/remove', {
    ...member,
    schema: { body: professionRemoveRequest, response: { 200: okBody, ...failures } },
    handler: async (request) => {
      await service.removeProfession(currentUser(request), request.body.id);
      return { ok: true as const };
    },
  });
  void app.register(privacyRoutes);
  done();
};
