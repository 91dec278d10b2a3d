import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../../src/api/contract/auth';
import { errorBody } from '../../../src/api/contract/common';
import {
  emailByUsernameQuery,
  emailByUsernameResponse,
  ID_TOKEN_HEADER,
  SOCIAL_LOGIN_MESSAGES,
  SOCIAL_LOGIN_RETURN_PATH,
  socialLoginConfig,
  tokenExchangeRequest,
  tokenExchangeResponse,
  verifyOAuthRequest,
} from '../../../src/api/contract/social-login';
import { mailLanguage } from '../../mail/language';
import { HttpError } from '../../plugins/http-error';
import { AttemptLimiter } from '../../security/attempt-limiter';
import { AUTH_LIMITS, limitAttempt, perIp } from '../auth/limits';
import { createAuthService } from '../auth/service';
import { createOidcProvider } from './provider';
import { createSocialLoginService } from './service';

const failures = {
  429: errorBody,
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  422: errorBody,
  423: errorBody,
  502: errorBody,
  503: errorBody,
};

/** /api/auth: social login through the OpenID Connect provider of OIDC_* (spec §2, §4, §7). */
export const socialLoginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const settings = app.config.oidc;
  const provider = settings ? createOidcProvider(settings, app.log) : null;
  const auth = createAuthService({
    db: app.db,
    sessions: app.sessions,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const service = provider ? createSocialLoginService({ db: app.db, provider, auth }) : null;
  const limiter = new AttemptLimiter(app.db);
  const configured = () => {
    if (!service) throw new HttpError(503, SOCIAL_LOGIN_MESSAGES.notConfigured);
    return service;
  };

  app.get('/social/config', {
    schema: { response: { 200: socialLoginConfig } },
    handler: async (request) => {
      if (!provider) return { enabled: false as const };
      try {
        const metadata = await provider.discover();
        return {
          enabled: true as const,
          authorizationEndpoint: metadata.authorization_endpoint,
          clientId: provider.settings.clientId,
          scopes: provider.settings.scopes,
        };
      } catch (error) {
        // An unreachable provider hides the button instead of offering a dead end.
        request.log.warn({ err: error }, 'OpenID provider discovery failed');
        return { enabled: false as const };
      }
    },
  });

  app.post('/cognito/token', {
    schema: { body: tokenExchangeRequest, response: { 200: tokenExchangeResponse, ...failures } },
    handler: async (request, reply) => {
      const checks = perIp(AUTH_LIMITS.socialIp, request);
      await limitAttempt(limiter, reply, checks);
      if (new URL(request.body.redirectUri).pathname !== SOCIAL_LOGIN_RETURN_PATH) {
        throw new HttpError(400, SOCIAL_LOGIN_MESSAGES.failed);
      }
      const idToken = await configured().exchangeCode(request.body);
      if (idToken) await limiter.refund(checks);
      return { idToken };
    },
  });

  app.post('/verifyOAuth', {
    schema: { body: verifyOAuthRequest, response: { 200: sessionUser, ...failures } },
    handler: async (request, reply) => {
      const checks = perIp(AUTH_LIMITS.socialIp, request);
      await limitAttempt(limiter, reply, checks);
      const session = await configured().verifyOAuth(
        request.body,
        mailLanguage(request.headers['accept-language']),
        request.headers['user-agent'],
      );
      // Like password logins, only failures use up the budget.
      await limiter.refund(checks);
      return session;
    },
  });

  app.get('/cognito/getEmailByUsername', {
    schema: {
      querystring: emailByUsernameQuery,
      response: { 200: emailByUsernameResponse, ...failures },
    },
    handler: async (request) => {
      const idToken = request.headers[ID_TOKEN_HEADER];
      const token = typeof idToken === 'string' ? idToken : undefined;
      return { email: await configured().emailByUsername(request.query.username, token) };
    },
  });
  done();
};
