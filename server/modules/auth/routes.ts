import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  confirmAccountQuery,
  resetPasswordRequest,
  resetRequest,
  sessionProfile,
  sessionUser,
  signinRequest,
  signupRequest,
} from '../../../src/api/contract/auth';
import { errorBody, messageBody } from '../../../src/api/contract/common';
import { mailLanguage } from '../../mail/language';
import { currentUser } from '../../plugins/auth';
import { AttemptLimiter } from '../../security/attempt-limiter';
import { AUTH_LIMITS, authClientOf, limitAttempt, mayMailReset, perIp } from './limits';
import { findUserById } from './queries';
import { createAuthService } from './service';
import { createSigninGuard } from './signin-guard';

/** /api/auth: signup, confirmation, signin, password reset and the current session. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createAuthService({
    db: app.db,
    sessions: app.sessions,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const limiter = new AttemptLimiter(app.db);
  const languageOf = (request: FastifyRequest) => mailLanguage(request.headers['accept-language']);
  const guard = createSigninGuard({ limiter, mailResetLink: service.mailResetLink });

  app.post('/signup', {
    schema: {
      body: signupRequest,
      response: { 201: messageBody, 403: errorBody, 404: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      await service.signup(request.body, languageOf(request), authClientOf(request));
      return reply.code(201).send({ message: AUTH_MESSAGES.signedUp });
    },
  });

  app.get('/confirm-account', {
    schema: { querystring: confirmAccountQuery, response: { 200: messageBody, 400: errorBody } },
    handler: async (request) => {
      await service.confirmAccount(request.query.token);
      return { message: AUTH_MESSAGES.accountConfirmed };
    },
  });

  app.post('/signin', {
    schema: {
      body: signinRequest,
      response: { 200: sessionUser, 401: errorBody, 403: errorBody, 429: errorBody },
    },
    handler: async (request) => {
      const attempt = {
        email: request.body.email,
        client: authClientOf(request),
        language: languageOf(request),
      };
      return guard.signin(attempt, () =>
        service.signin(request.body, request.headers['user-agent']),
      );
    },
  });

  app.get('/me', {
    onRequest: app.requireAuth,
    schema: { response: { 200: sessionProfile, 401: errorBody } },
    handler: async (request) => service.currentProfile(currentUser(request).id),
  });

  app.post('/reset/request', {
    schema: { body: resetRequest, response: { 200: messageBody, 429: errorBody } },
    handler: async (request, reply) => {
      await limitAttempt(limiter, reply, perIp(AUTH_LIMITS.resetIp, request));
      if (await mayMailReset(limiter, request.body.email)) {
        service.mailResetLink(request.body.email, languageOf(request));
      }
      return { message: AUTH_MESSAGES.resetRequested };
    },
  });

  app.post('/reset/password', {
    schema: { body: resetPasswordRequest, response: { 200: messageBody, 400: errorBody } },
    handler: async (request) => {
      await service.resetPassword(request.body);
      const user = await findUserById(app.db, request.body.userId);
      if (user) await guard.passwordReset(user.email, authClientOf(request));
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });
  done();
};
