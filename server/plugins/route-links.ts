import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import {
  ROUTE_PRELOAD_META,
  routeFiles,
  type RoutePreloadMap,
} from '../../src/app/route-preload-map';
import { DEFAULT_LANGUAGE } from '../../src/lib/language';
import STARTUP_NAMESPACES from '../../src/lib/startup-namespaces.json';

const routePreloadMap = z.object({
  files: z.array(z.string()),
  routes: z.array(z.tuple([z.string(), z.array(z.number()), z.array(z.string())])),
  locales: z.record(z.string(), z.record(z.string(), z.array(z.number()))),
}) satisfies z.ZodType<RoutePreloadMap>;

const META = new RegExp(`<meta name="${ROUTE_PRELOAD_META}" content="([^"]*)"`);

/** The map build/route-preload.ts wrote into index.html, or none (an older or a test build). */
export const routePreloadMapOf = (indexHtml: string): RoutePreloadMap | undefined => {
  const attribute = META.exec(indexHtml)?.[1];
  if (attribute === undefined) return undefined;
  try {
    const json = attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return routePreloadMap.parse(JSON.parse(json));
  } catch {
    return undefined;
  }
};

const linkOf = (href: string): string =>
  href.endsWith('.css')
    ? // The entry links it as a stylesheet in CORS mode (src/app/route-preload.ts): the same mode
      // lets that link take this response.
      `<${href}>; rel=preload; as=style; crossorigin=anonymous`
    : `<${href}>; rel=modulepreload`;

// The page's own module script and preloads, in document order.
const DOCUMENT_FILE =
  /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref|link rel="preload" as="style"[^>]*\shref)="(\/[^"]+)"/g;

/** The files index.html itself asks for first (its entry and boot preloads), in its order. */
export const documentFiles = (indexHtml: string): string[] =>
  [...indexHtml.matchAll(DOCUMENT_FILE)].map((match) => match[1] ?? '');

/**
 * `Link` header values naming the files the route at a path paints with: its chunks, styles and
 * the texts in the default language. A first visit then asks for them with the page, instead of
 * after the entry script has run and added the same links (which it still does, for pages the
 * worker serves; the browser reuses what these fetched). A visitor who chose English fetches the
 * few German text files needlessly, only on a visit the worker does not serve.
 *
 * The page's own entry and boot files come first: the header's preloads start before the
 * document is parsed, and on HTTP/1.1's six connections the route's files would otherwise go
 * ahead of the boot chunk the first paint waits for.
 */
export const routeLinks =
  (map: RoutePreloadMap | undefined, firstFiles: string[] = []) =>
  (path: string): string[] =>
    map
      ? [
          ...new Set([
            ...firstFiles,
            ...routeFiles(map, path, DEFAULT_LANGUAGE, STARTUP_NAMESPACES),
          ]),
        ].map(linkOf)
      : [];

/**
 * `routeLinks` of the index.html at `indexPath`, read again when the file changes: a deploy that
 * replaces the build under a running server must not name files of the old one.
 */
export const routeLinksOfFile = (indexPath: string) => {
  let read: { mtimeMs: number; links: (path: string) => string[] } | undefined;
  return async (path: string): Promise<string[]> => {
    const { mtimeMs } = await stat(indexPath);
    if (read?.mtimeMs !== mtimeMs) {
      const html = await readFile(indexPath, 'utf8');
      read = { mtimeMs, links: routeLinks(routePreloadMapOf(html), documentFiles(html)) };
    }
    return read.links(path);
  };
};
