import { sendEventRequestEarly } from '@/api/early-event';
import { sendProductsRequestEarly } from '@/api/early-products';
import { parseEventId } from '@/features/event/event-id';
import { nextTask } from '@/lib/next-task';
import { hasDatabaseHint } from '@/offline/database-hint';
import {
  firstVisitOnline,
  sendEventsRequestEarly,
  takeEarlyAnswers,
} from '@/offline/sync/early-program-fetch';
import { noteFirstSync, noteProgramSynced } from '@/offline/sync/program-synced-at';

/**
 * Evaluated early in the entry chunk (main.tsx imports it right after before-start.ts), before
 * React and the router: on a program page the stored events start loading while the rest of the
 * entry still runs, and the route's loader then finds the read under way
 * (stored-events-preload.ts); on an event page (first visit) the event is asked for, and on a shop
 * page the products.
 */
const PROGRAM_PAGE = /^\/(events|program|u\/events)\/?$/;
// An event's page shows the event from the stored program, or on a first visit fetches it.
const EVENT_PAGE = /^\/(?:u\/)?event\/(\d+)\/?$/;
// The shop lists the products, asked for afresh on every visit.
const SHOP_PAGE = /^\/(u\/)?shop\/?$/;

const runFirstSync = async (): Promise<void> => {
  const [{ syncProgramOffThread }, early] = await Promise.all([
    import('@/offline/sync/sync-program-off-thread'),
    takeEarlyAnswers(),
  ]);
  const outcomes = await syncProgramOffThread(early);
  // The page's own sync, which waits for this one, then skips the program at its start.
  if (Object.values(outcomes).every((outcome) => outcome !== 'failed'))
    noteProgramSynced(Date.now());
};

/** The first sync, taking the answers of the requests sent early. */
const syncFirstVisit = (): Promise<void> => {
  const sync = runFirstSync();
  noteFirstSync(sync);
  return sync;
};

/** Resolves once the first screen has painted its content (src/app/first-paint.ts). */
const firstScreenPainted = async (): Promise<void> =>
  (await import('@/app/first-paint')).firstScreenPainted;

const readStoredProgram = async (): Promise<void> => {
  // A new page's first read of local storage (the hint, which the requests below check) and its
  // first fetches each cost several ms: they go in tasks of their own.
  hasDatabaseHint();
  await nextTask();
  const sent = sendEventsRequestEarly();
  // A page's first use of fetch is costly: the imports below (which append preload links) run in
  // a task of their own.
  if (sent) await nextTask();
  // A first visit shows the download: its code loads beside the answer and the stored read, not
  // one after the other once both are in.
  const earlyEvents = sent ? import('@/features/program/early-events') : undefined;
  const { preloadStoredEvents, shownEvents } =
    await import('@/features/program/stored-events-preload');
  await preloadStoredEvents();
  if (earlyEvents) {
    // The download is shown at once; storing it (the sync's code with Dexie, the writes) would
    // compete with that first paint, so it waits for it. Without a usable answer it starts now.
    const { showEarlyEvents } = await earlyEvents;
    if (await showEarlyEvents()) await firstScreenPainted();
    await syncFirstVisit();
    return;
  }
  // Stored without an ETag (an earlier first sync did not finish): the first sync starts now,
  // alongside the app's start, not after its first paint with the background sync.
  if (shownEvents()?.etag === null && navigator.onLine) await syncFirstVisit();
};

const reportFailure = (error: unknown) => console.warn('Preloading the program failed', error);
const path = window.location.pathname;
const eventPage = EVENT_PAGE.exec(path);

if (PROGRAM_PAGE.test(path)) {
  readStoredProgram().catch(reportFailure);
} else if (eventPage) {
  // A first visit asks for the event alone: it is what the page shows. The first sync (in its
  // worker) downloads and stores the program once the event has painted. Left to the page's own
  // sync, the program came late and was stored in long tasks after the first paint (Lighthouse
  // TBT 350 -> 540-900 ms); sent beside the event, its four requests held four of the six
  // connections the event and the app's code were loading on.
  const eventId = parseEventId(eventPage[1] ?? '');
  if (eventId !== null && !hasDatabaseHint()) sendEventRequestEarly(eventId);
  if (firstVisitOnline()) firstScreenPainted().then(syncFirstVisit).catch(reportFailure);
} else if (SHOP_PAGE.test(path)) {
  sendProductsRequestEarly();
}
