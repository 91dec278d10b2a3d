import { isLoggedIn } from '@/api/session';
import { keepBerlinOffsets } from '@/lib/berlin-offsets-memory';
import { currentLanguage, loadRemainingNamespaces, onLanguageChange } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { whenIdle } from '@/lib/when-idle';
import { hadDatabaseAtStart } from '@/offline/database-hint';
import type { ProgramSyncResult } from '@/offline/sync/sync-program';
import { wantStoredReads } from '@/offline/stored-reads';
import { firstSyncDone } from '@/offline/sync/program-synced-at';
import { nowOrAtLogin } from './now-or-at-login';

/** One part of the background start: its code loads when it is its turn. */
type Part = () => Promise<void>;

const reportFailure = (error: unknown) => console.error('A background start failed', error);

// A first sync that hangs (a stalled connection) must not keep the worker away for good.
const FIRST_SYNC_WAIT_MS = 10_000;
const WORKER_IDLE_TIMEOUT_MS = 2000;

/** Resolves at the browser's next idle moment, at the latest after `timeout` ms. */
const idleMoment = (timeout: number): Promise<void> =>
  new Promise((resolve) => whenIdle(resolve, timeout));

/** Resolves once the first visit's sync has stored the program, or after `timeout` ms. */
const firstSyncDoneOrLate = (timeout: number): Promise<void> =>
  Promise.race([firstSyncDone(), new Promise<void>((resolve) => setTimeout(resolve, timeout))]);

/** A member, or a browser with the database (a mirrored session, queued changes may be there). */
const memberOrStoredData = (): boolean => isLoggedIn() || hadDatabaseAtStart();

const wantStoredReadsAfterChange = (result: ProgramSyncResult): void => {
  if (Object.values(result).includes('updated')) wantStoredReads();
};

const PARTS: Part[] = [
  async () => {
    // Logged out there is no session to refresh; a login later brings a fresh one.
    if (!isLoggedIn()) return;
    const { refreshSession } = await import('@/api/auth');
    void refreshSession();
  },
  // A logged-out browser that had the database may hold a stale mirrored session to clear.
  () =>
    nowOrAtLogin(memberOrStoredData, reportFailure, async () => {
      const { connectSessionMirror } = await import('@/features/pwa/session-mirror');
      connectSessionMirror();
    }),
  // A guest's cart lives in local storage, read by the shop itself; the store follows the session
  // to merge it into the server cart at login.
  () =>
    nowOrAtLogin(isLoggedIn, reportFailure, async () => {
      const { connectCart } = await import('@/api/cart-store');
      connectCart();
    }),
  async () => {
    const [{ startPageSync }, { syncProgramOffThread }] = await Promise.all([
      import('@/offline/sync/page-sync'),
      import('@/offline/sync/sync-program-off-thread'),
    ]);
    startPageSync({
      // A later sync that changed the stored program: a first visit's screen reads it from now on.
      syncProgram: () => syncProgramOffThread().then(wantStoredReadsAfterChange),
      replayAtStart: memberOrStoredData(),
    });
  },
  async () => {
    const { linkManifest } = await import('@/features/pwa/link-manifest');
    linkManifest();
  },
  loadRemainingNamespaces,
  // The worker's install downloads and stores every file of the app (about 250, 1.7 MB). It
  // starts once the first visit's program is stored and the other locale files are in, at an idle
  // moment: running beside them on a 2-core phone, it made their tasks long (docs/decisions.md).
  async () => {
    await firstSyncDoneOrLate(FIRST_SYNC_WAIT_MS);
    await idleMoment(WORKER_IDLE_TIMEOUT_MS);
    const { registerServiceWorker } = await import('@/features/pwa/register-service-worker');
    void registerServiceWorker();
  },
  // The worker words notifications in the language chosen here; only members get them (a guest's
  // first visit then loads no Dexie on this thread: the program syncs in a worker).
  () =>
    nowOrAtLogin(memberOrStoredData, reportFailure, async () => {
      const { storeLanguage } = await import('@/offline/language-setting');
      void storeLanguage(currentLanguage());
      onLanguageChange((language) => void storeLanguage(language));
    }),
];

/**
 * Everything the first screen can do without (session refresh, outbox, sync, cart, worker,
 * the other locale files), started once the first screen has painted. Each part loads and starts
 * in a task of its own: evaluated at once, their modules (the API client with its schemas, Dexie,
 * the sync, Workbox) made one long task.
 */
export const startBackground = async (): Promise<void> => {
  // The Berlin offsets the first screen looked up, and later ones when the page is left.
  keepBerlinOffsets();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepBerlinOffsets();
  });
  for (const part of PARTS) {
    await nextTask();
    await part().catch(reportFailure);
  }
};
