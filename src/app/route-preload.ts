import { storedLanguage } from '@/lib/stored-language';
import type { RoutePreloadMap } from './route-preload-map';

const readMap = (): RoutePreloadMap | undefined => {
  const content = document
    .querySelector('meta[name="festival-route-preload"]')
    ?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as RoutePreloadMap;
  } catch {
    return undefined;
  }
};

/** The files of `path` and of the language's startup texts, as URLs. */
export const filesToPreload = (map: RoutePreloadMap, path: string, language: string): string[] => {
  const route = map.routes.find(([pattern]) => new RegExp(pattern).test(path));
  const indexes = [...(route?.[1] ?? []), ...(map.locales[language] ?? [])];
  return [...new Set(indexes)].flatMap((index) => {
    const file = map.files[index];
    return file === undefined ? [] : [`/${file}`];
  });
};

/**
 * Asks for the current route's chunks, styles and texts at once, before React and the router
 * would find out they need them one after the other. The browser keeps what arrives; the later
 * imports then resolve without a request.
 */
export const preloadCurrentRoute = (): void => {
  const map = readMap();
  if (!map) return;
  for (const href of filesToPreload(map, window.location.pathname, storedLanguage())) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
