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
