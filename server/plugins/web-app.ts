import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../src/api/contract/common';
import { isApiPath, requestPath } from './request-path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Anything without a content hash in its name must be revalidated, or updates never arrive.
const REVALIDATE = 'no-cache';

/** `Link` header values (preloads) for the page at a path. */
export type PageLinks = (path: string) => Promise<string[]>;

/**
 * Serves the built app from `distDir` (when built) with the SPA fallback: a page request for an
 * unknown path gets index.html, with the `Link` preloads `pageLinks` names for its path;
 * everything else unknown, and all of /api, gets 404 `{ message }`.
 */
export async function setupWebApp(
  app: FastifyInstance,
  distDir: string | null,
  pageLinks: PageLinks = () => Promise.resolve([]),
): Promise<void> {
  const root = distDir !== null && existsSync(join(distDir, 'index.html')) ? distDir : null;
  if (root !== null) {
    await app.register(fastifyStatic, {
      root,
      index: 'index.html',
      wildcard: true,
      // .br and .gz written by the build (vite.config.ts precompress) go out when accepted.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = relative(root, path).startsWith(`assets${sep}`);
        reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (root !== null && wantsPage(request)) {
      reply.header('Cache-Control', REVALIDATE);
      const links = await linksOrNone(request, pageLinks);
      if (links.length > 0) reply.header('Link', links.join(', '));
      return reply.sendFile('index.html', { cacheControl: false });
    }
    return reply.code(404).send({ message: API_MESSAGES.notFound });
  });
}

/** Preloads only speed the page up: a failed lookup costs them, never the page. */
async function linksOrNone(request: FastifyRequest, pageLinks: PageLinks): Promise<string[]> {
  try {
    return await pageLinks(requestPath(request.url));
  } catch (error) {
    request.log.warn({ err: error }, 'Page preloads could not be worked out');
    return [];
  }
}

function wantsPage(request: FastifyRequest): boolean {
  const path = requestPath(request.url);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const isPagePath = !isApiPath(path) && path !== '/ws' && !path.startsWith('/ws/');
  return isRead && isPagePath && (request.headers.accept ?? '').includes('text/html');
}
