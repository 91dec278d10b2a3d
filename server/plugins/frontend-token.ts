import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import { HttpError } from './http-error';
import { isApiPath, requestPath } from './request-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opened outside the app (e-mail links, calendar clients): no frontend token needed. */
    public?: boolean;
  }
}

/** Every /api call must come from our app (spec §7), except the few opened by other clients. */
export function setupFrontendToken(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = requestPath(request.url);
    const allowed =
      !isApiPath(path) ||
      isExempt(request, path) ||
      request.headers[FRONTEND_TOKEN_HEADER] === FRONTEND_TOKEN;
    done(allowed ? undefined : new HttpError(400, API_MESSAGES.missingFrontendToken));
  });
}

function isExempt(request: FastifyRequest, path: string): boolean {
  if (request.routeOptions.config.public === true) return true;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  // Health checks come from load balancers, images from <img> tags.
  return isRead && (path === '/api/health' || path.startsWith('/api/file/'));
}
