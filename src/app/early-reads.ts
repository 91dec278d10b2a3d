/**
 * Evaluated first in the entry chunk (main.tsx imports it first), before React and the router:
 * on a program page the stored events start loading while the rest of the entry still runs. The
 * route's loader then finds the read under way (stored-events-preload.ts).
 */
const PROGRAM_PAGE = /^\/(events|program|u\/events)\/?$/;

if (PROGRAM_PAGE.test(window.location.pathname)) {
  import('@/features/program/stored-events-preload')
    .then((module) => module.preloadStoredEvents())
    .catch((error: unknown) => console.warn('Preloading the program failed', error));
}
