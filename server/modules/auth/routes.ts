import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  confirmAccountQuery,
  resetPasswordRequest,
  resetRequest,
  sessionUser,
  signinRequest,
  signupRequest,
} from '../../../src/api/contract/auth';
import { errorBody, messageBody } from '../../../src/api/contract/common';
import { mailLanguage } from '../../mail/language';
import { currentUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { AttemptLimiter } from '../../security/attempt-limiter';
import { createAuthService } from './service';

const ATTEMPTS_PER_MINUTE = 10;

/** /api/auth: signup, confirmation, signin, password reset and the current session. */
export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createAuthService({
    db: app.db,
    accessTokens: app.accessTokens,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const limiter = new AttemptLimiter({ limit: ATTEMPTS_PER_MINUTE, windowMs: 60_000 });
  const limitAttempts = (request: FastifyRequest, email: string) => {
    if (!limiter.attempt(`${request.ip}|${email.trim().toLowerCase()}`)) {
      throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
    }
  };
  const languageOf = (request: FastifyRequest) => mailLanguage(request.headers['accept-language']);

  app.post('/signup', {
    schema: {
      body: signupRequest,
      response: { 201: messageBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      await service.signup(request.body, languageOf(request));
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
      limitAttempts(request, request.body.email);
      return service.signin(request.body);
    },
  });

  app.get('/me', {
    onRequest: app.requireAuth,
    schema: { response: { 200: sessionUser, 401: errorBody } },
    handler: async (request) => service.currentSession(currentUser(request).id),
  });

  app.post('/reset/request', {
    schema: { body: resetRequest, response: { 200: messageBody, 429: errorBody } },
    handler: async (request) => {
      limitAttempts(request, request.body.email);
      await service.requestReset(request.body.email, languageOf(request));
      return { message: AUTH_MESSAGES.resetRequested };
    },
  });

  app.post('/reset/password', {
    schema: { body: resetPasswordRequest, response: { 200: messageBody, 400: errorBody } },
    handler: async (request) => {
      await service.resetPassword(request.body);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  });
  done();
};
