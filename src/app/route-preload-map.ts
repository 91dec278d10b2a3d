/** The `<meta>` of index.html that holds the map (its content is the map as JSON). */
export const ROUTE_PRELOAD_META = 'festival-route-preload';

/** Written into index.html by build/route-preload.ts: the files each route's first paint needs. */
export interface RoutePreloadMap {
  files: string[];
  /**
   * Path pattern (a RegExp source) → indexes into `files`, and the locale namespaces beyond the
   * startup ones that the route's code uses; the first match wins.
   */
  routes: [pattern: string, files: number[], namespaces: string[]][];
  /** Language → namespace → its locale chunks. */
  locales: Record<string, Record<string, number[]>>;
}

/**
 * Marks the app's own stylesheet in index.html: linked for print only, so it does not hold up
 * the first paint, and switched on by the entry (src/app/app-styles.ts).
 */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

const routeOf = (map: RoutePreloadMap, path: string) =>
  map.routes.find(([pattern]) => new RegExp(pattern).test(path));

/** The `startup` namespaces and those the route at `path` uses besides. */
export const routeNamespaces = (
  map: RoutePreloadMap | undefined,
  path: string,
  startup: readonly string[],
): string[] => [...new Set([...startup, ...((map && routeOf(map, path)?.[2]) ?? [])])];

/** The files of `path` and of the texts it needs in `language`, as URLs. */
export const routeFiles = (
  map: RoutePreloadMap,
  path: string,
  language: string,
  startup: readonly string[],
): string[] => {
  const texts = map.locales[language] ?? {};
  const indexes = [
    ...(routeOf(map, path)?.[1] ?? []),
    ...routeNamespaces(map, path, startup).flatMap((namespace) => texts[namespace] ?? []),
  ];
  return [...new Set(indexes)].flatMap((index) => {
    const file = map.files[index];
    return file === undefined ? [] : [`/${file}`];
  });
};
