import type { FastifyInstance } from 'fastify';
import { isApiPath, requestPath } from './request-path';

export interface SecurityHeaderOptions {
  /** Origins (FRAME_ANCESTORS) that may also frame the other /u/* pages, the shop among them. */
  frameAncestors: string[];
  /** Extra origins the app may call and post forms to (the social-login provider). */
  extraOrigins: string[];
  https: boolean;
}

/**
 * Public pages made to be embedded in other sites (the program, an event, a profile, a shared
 * plan): anyone may frame them. Every other page could be clickjacked (shop, password reset).
 */
const EMBEDDABLE = [
  /^\/u\/events\/?$/,
  /^\/u\/event\/[^/]+\/?$/,
  /^\/u\/user\/[^/]+\/?$/,
  /^\/u\/plan\/[^/]+\/?$/,
];

export const isEmbeddablePage = (path: string) => EMBEDDABLE.some((page) => page.test(path));

function contentSecurityPolicy(frameAncestors: string, extraOrigins: string[]): string {
  const extra = extraOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes style attributes and <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${extra}`,
    `frame-ancestors ${frameAncestors}`,
    // DOM XSS sinks take only typed values: DOMPurify's policy and the app's default policy.
    "require-trusted-types-for 'script'",
    'trusted-types default dompurify',
  ].join('; ');
}

/** Answers that may carry someone's data: API, chat history, the chat socket. */
const isPrivateByDefault = (path: string) =>
  isApiPath(path) || path === '/messages' || path.startsWith('/messages/') || path === '/ws';

/**
 * Headers on every response. Framing: embeddable pages by anyone, the other /u/* pages only by
 * the FRAME_ANCESTORS origins, the member app by no one. Caching: an API answer is `no-store`
 * unless its route chose its own Cache-Control (the public program with its ETag, uploads).
 */
export function setupSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const framedByNone = contentSecurityPolicy("'none'", options.extraOrigins);
  const framedByAnyone = contentSecurityPolicy('*', options.extraOrigins);
  const framedByOrigins =
    options.frameAncestors.length > 0
      ? contentSecurityPolicy(`'self' ${options.frameAncestors.join(' ')}`, options.extraOrigins)
      : null;
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request.url);
    const anonymousPage = path === '/u' || path.startsWith('/u/');
    const policy = isEmbeddablePage(path)
      ? framedByAnyone
      : anonymousPage && framedByOrigins !== null
        ? framedByOrigins
        : framedByNone;
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', policy);
    if (policy === framedByNone) reply.header('X-Frame-Options', 'DENY');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=15552000');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isPrivateByDefault(requestPath(request.url))) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
