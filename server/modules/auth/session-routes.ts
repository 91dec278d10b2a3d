import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../src/api/contract/common';
import {
  activeSessions,
  loggedOut,
  logoutRequest,
  refreshRequest,
  refreshResponse,
  SESSION_MESSAGES,
  sessionIdParam,
} from '../../../src/api/contract/sessions';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';

/** /api/auth: renewing, listing and ending logins (sessions). */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { sessions } = app;

  // Tokens and the list of devices are nobody's to cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.post('/refresh', {
    schema: { body: refreshRequest, response: { 200: refreshResponse, 401: errorBody } },
    handler: async (request) => {
      const renewed = await sessions.refresh(request.body.refreshToken);
      if (!renewed) throw new HttpError(401, SESSION_MESSAGES.sessionEnded);
      return renewed;
    },
  });

  app.post('/logout', {
    onRequest: app.requireAuth,
    schema: {
      body: logoutRequest,
      response: { 200: loggedOut, 401: errorBody },
    },
    handler: async (request) => ({
      ended: await sessions.logout(currentUser(request), request.body.scope),
    }),
  });

  app.get('/sessions', {
    onRequest: app.requireAuth,
    schema: { response: { 200: activeSessions, 401: errorBody } },
    handler: async (request) => sessions.list(currentUser(request)),
  });

  app.delete('/sessions/:id', {
    onRequest: app.requireAuth,
    schema: {
      params: sessionIdParam,
      response: { 200: loggedOut, 401: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      if (!(await sessions.end(currentUser(request), request.params.id))) {
        throw new HttpError(404, SESSION_MESSAGES.sessionNotFound);
      }
      return { ended: 1 };
    },
  });
  done();
};
