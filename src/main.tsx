import '@/app/early-reads';
import { preloadCurrentRoute } from '@/app/route-preload';

// The entry stays tiny so it runs at once: it asks for the route's files, then starts the app,
// whose chunks index.html already preloads. No top-level await here: the app's chunks import
// what they share with the entry from the entry's chunk, which must have finished evaluating.
preloadCurrentRoute();
import('@/app/start').catch((error: unknown) => console.error('Starting the app failed', error));
