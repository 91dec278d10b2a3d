import '@/app/before-start';
import '@/lib/viewport-size';
import '@/app/early-reads';
import { switchOnAppStyles } from '@/app/app-styles';
import { preloadCurrentRoute } from '@/app/route-preload';
import { nextTask } from '@/lib/next-task';

// The entry stays tiny so it runs at once: it asks for the route's files, then starts the app,
// whose chunks index.html already preloads. No top-level await here: the app's chunks import
// what they share with the entry from the entry's chunk, which must have finished evaluating.
// Its first task sends the page's API requests (early-reads.ts); the route's files and the
// stylesheet follow in tasks of their own. On a new page each first use (fetch, local storage,
// link preloads) took from 1 to 45 ms here, and together they were one long task.
const stylesLoaded = nextTask().then(preloadCurrentRoute).then(nextTask).then(switchOnAppStyles);

let started = false;
const start = () => {
  if (started) return;
  started = true;
  stylesLoaded
    .then(() => import('@/app/framework'))
    .then(nextTask)
    .then(() => import('@/app/start'))
    .catch((error: unknown) => console.error('Starting the app failed', error));
};

// The browser paints what the page holds first (the start screen, or the screen kept from the
// last visit, sw/first-screen.ts): a frame, then the app's long start, instead of the start
// holding up that frame. A hidden page gets no frames, so it starts after a moment anyway.
const HIDDEN_START_MS = 100;
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, HIDDEN_START_MS);
