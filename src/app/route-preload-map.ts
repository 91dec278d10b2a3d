/** Written into index.html by build/route-preload.ts: the files each route's first paint needs. */
export interface RoutePreloadMap {
  files: string[];
  /** Path pattern (a RegExp source) → indexes into `files`; the first match wins. */
  routes: [string, number[]][];
  /** Language → the startup locale chunks. */
  locales: Record<string, number[]>;
}
