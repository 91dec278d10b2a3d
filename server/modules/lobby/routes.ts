import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  lobbyCard,
  lobbyCardList,
  lobbyPage,
  lobbyPageRequest,
  recommendationsQuery,
} from '../../../src/api/contract/lobby';
import { pageParam } from '../../../src/api/contract/program-requests';
import { currentUser } from '../../plugins/auth';
import { createLobbyService } from './service';

/** The lobby, own card and 'For you' (spec §7 User: user/get/lobby…); members only (spec §6). */
export const lobbyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createLobbyService(app.db);
  const failures = { 400: errorBody, 401: errorBody, 404: errorBody };

  app.post('/user/get/lobby/page/:n', {
    onRequest: app.requireAuth,
    schema: {
      params: pageParam,
      body: lobbyPageRequest,
      response: { 200: lobbyPage, ...failures },
    },
    handler: (request) => service.page(currentUser(request).id, request.params.n, request.body),
  });

  app.get('/user/get/lobby/own', {
    onRequest: app.requireAuth,
    schema: { response: { 200: lobbyCard, ...failures } },
    handler: (request) => service.ownCard(currentUser(request).id),
  });

  for (const path of ['/user/recommendations', '/user/get/lobby']) {
    app.get(path, {
      onRequest: app.requireAuth,
      schema: { querystring: recommendationsQuery, response: { 200: lobbyCardList, ...failures } },
      handler: (request) => service.recommendations(currentUser(request).id, request.query.limit),
    });
  }
  done();
};
