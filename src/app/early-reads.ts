import { programFetch, sendProgramRequestsEarly } from '@/offline/sync/early-program-fetch';

/**
 * Evaluated first in the entry chunk (main.tsx imports it first), before React and the router:
 * on a program page the stored events start loading while the rest of the entry still runs. The
 * route's loader then finds the read under way (stored-events-preload.ts).
 */
const PROGRAM_PAGE = /^\/(events|program|u\/events)\/?$/;

const readStoredProgram = async (): Promise<void> => {
  const [{ preloadStoredEvents, preloadedEvents }] = await Promise.all([
    import('@/features/program/stored-events-preload'),
    sendProgramRequestsEarly(),
  ]);
  await preloadStoredEvents();
  // Nothing stored yet (a first visit): the first sync starts now, alongside the app's start, not
  // after its first paint with the background sync, and takes the answers already under way.
  if (preloadedEvents()?.etag === null && navigator.onLine) {
    const { syncProgram } = await import('@/offline/sync/sync-program');
    await syncProgram({ fetch: programFetch });
  }
};

if (PROGRAM_PAGE.test(window.location.pathname)) {
  readStoredProgram().catch((error: unknown) =>
    console.warn('Preloading the program failed', error),
  );
}
