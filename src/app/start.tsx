import '@/lib/zod-jitless';
// Mantine's stylesheet with only the components the app uses (build/mantine-styles.ts).
import 'virtual:mantine-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoggedIn } from '@/api/session';
import { connectApiFeedback } from '@/app/api-feedback';
import { App } from '@/app/app';
import { firstScreenPainted, watchFirstPaint } from '@/app/first-paint';
import { releaseFirstScreen } from '@/app/first-screen/release';
import { namespacesFor, readRoutePreloadMap } from '@/app/route-preload';
import { createAppRouter } from '@/app/router';
import { restoreBerlinOffsets } from '@/lib/berlin-offsets-memory';
import { initI18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { hasDatabaseHint } from '@/offline/database-hint';
import { loadDbNotBefore } from '@/offline/lazy-db';
import { storedReadsWanted, wantStoredReadsOnInput } from '@/offline/stored-reads';
import { captureInstallPrompt } from '@/features/pwa/install-prompt-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// Times and program days then need no Intl format at this start (its first costs tens of ms).
restoreBerlinOffsets();
captureInstallPrompt();
// A first visit has nothing stored for the live queries to read before its first screen, and
// after it only the program it shows, until the visitor acts or a later sync changes it. A member
// (whose database was cleared) reads once the first screen has painted: their favourites sync.
if (!hasDatabaseHint()) {
  if (isLoggedIn()) loadDbNotBefore(firstScreenPainted);
  else {
    wantStoredReadsOnInput();
    loadDbNotBefore(Promise.all([firstScreenPainted, storedReadsWanted]));
  }
}
// Evaluating the app's modules was one long task; building the router is the next one.
await nextTask();
const router = createAppRouter();
connectApiFeedback(router);
watchFirstPaint(router);
await nextTask();
// The route's chunks load while the locale files do; the first render then needs nothing more.
// Setting up i18next and matching the first route are each a task of their own (together they
// were one of the longest before the first paint).
const textsLoaded = initI18n(namespacesFor(readRoutePreloadMap(), window.location.pathname));
await nextTask();
await Promise.all([
  textsLoaded,
  router.load().catch((error: unknown) => console.error('Loading the first route failed', error)),
]);

// The first render in a task of its own, not in the one that finished loading the last chunk or
// locale file: two shorter tasks instead of one long one. The build's preact/compat renders in
// one go (startTransition only time-slices under React, in development).
await nextTask();
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});

void firstScreenPainted
  // The stored screen of the last visit goes at the latest now (its own screen, the program,
  // removes it as soon as it has painted; another route, say a login redirect, would not).
  .then(releaseFirstScreen)
  .then(() => import('@/app/start-background'))
  .then(({ startBackground }) => startBackground())
  .catch((error: unknown) => console.error('Starting the background failed', error));
