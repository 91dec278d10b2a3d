import '@/app/before-start';
import '@/app/early-reads';
import { preloadCurrentRoute } from '@/app/route-preload';
import { FIRST_SCREEN_ID } from '@/offline/first-screen-store';

// The entry stays tiny so it runs at once: it asks for the route's files, then starts the app,
// whose chunks index.html already preloads. No top-level await here: the app's chunks import
// what they share with the entry from the entry's chunk, which must have finished evaluating.
preloadCurrentRoute();
const start = () =>
  import('@/app/start').catch((error: unknown) => console.error('Starting the app failed', error));

// With the screen kept from the last visit in the page (sw/first-screen.ts), the browser paints
// it first: a frame, then the app's long start, instead of the start holding up that frame.
if (document.getElementById(FIRST_SCREEN_ID)) {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
