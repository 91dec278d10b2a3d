import { storedLanguage } from '@/lib/stored-language';
import STARTUP_NAMESPACES from '@/lib/startup-namespaces.json';
import {
  ROUTE_PRELOAD_META,
  routeFiles,
  routeNamespaces,
  type RoutePreloadMap,
} from './route-preload-map';

export const readRoutePreloadMap = (): RoutePreloadMap | undefined => {
  const content = document
    .querySelector(`meta[name="${ROUTE_PRELOAD_META}"]`)
    ?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as RoutePreloadMap;
  } catch {
    return undefined;
  }
};

/** The startup namespaces and those the route at `path` uses besides. */
export const namespacesFor = (map: RoutePreloadMap | undefined, path: string): string[] =>
  routeNamespaces(map, path, STARTUP_NAMESPACES);

/** The files of `path` and of the texts it needs in `language`, as URLs. */
export const filesToPreload = (map: RoutePreloadMap, path: string, language: string): string[] =>
  routeFiles(map, path, language, STARTUP_NAMESPACES);

/**
 * Asks for the current route's chunks, styles and texts at once, before React and the router
 * would find out they need them one after the other. The browser keeps what arrives; the later
 * imports then resolve without a request.
 */
export const preloadCurrentRoute = (): void => {
  const map = readRoutePreloadMap();
  if (!map) return;
  for (const href of filesToPreload(map, window.location.pathname, storedLanguage())) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
