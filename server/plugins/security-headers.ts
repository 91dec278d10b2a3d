import type { FastifyInstance } from 'fastify';
import { requestPath } from './request-path';

export interface SecurityHeaderOptions {
  /** CSP frame-ancestors for the embeddable /u/* pages. */
  frameAncestors: string;
  /** Extra origins the app may call and post forms to (the social-login provider). */
  extraOrigins: string[];
  https: boolean;
}

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

/** Headers on every response; only /u/* pages may be framed by other sites. */
export function setupSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const appPolicy = contentSecurityPolicy("'none'", options.extraOrigins);
  const embedPolicy = contentSecurityPolicy(options.frameAncestors, options.extraOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request.url);
    const embeddable = path === '/u' || path.startsWith('/u/');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Content-Security-Policy', embeddable ? embedPolicy : appPolicy);
    if (!embeddable) reply.header('X-Frame-Options', 'DENY');
    if (options.https) reply.header('Strict-Transport-Security', 'max-age=15552000');
    done();
  });
}
