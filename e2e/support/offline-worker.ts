import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Waits until a service worker controls the page (the worker calls clients.claim on activate). */
export async function waitForController(page: Page, timeout = 60_000): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** Asks the browser to re-check /sw.js now, as it does on its own after a navigation. */
export async function checkForWorkerUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('No service worker registration to update');
    await registration.update();
  });
}

interface RegistrationUpdated {
  registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
}

interface VersionUpdated {
  versions: { versionId: string; runningStatus: string; status: string }[];
}

/**
 * The DevTools ServiceWorker domain of a page's browser: restart the worker (stop it, so it
 * loses its memory and any event it was handling, then start it again) or fire a Background
 * Sync event directly.
 */
export interface WorkerControl {
  restartWorkers: () => Promise<void>;
  /** Stops the workers and leaves them stopped (set the context offline before, not after). */
  stopWorkers: () => Promise<void>;
  dispatchSync: (tag: string, lastChance?: boolean) => Promise<void>;
  detach: () => Promise<void>;
}

export async function controlWorkers(context: BrowserContext, page: Page): Promise<WorkerControl> {
  const session: CDPSession = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  const versions = new Map<string, { runningStatus: string; status: string }>();
  // Counted, not sampled: a worker may stop and start again between two looks.
  let stops = 0;
  session.on('ServiceWorker.workerVersionUpdated', (event: VersionUpdated) => {
    for (const v of event.versions) {
      if (v.runningStatus === 'stopped' && versions.get(v.versionId)?.runningStatus !== 'stopped') {
        stops += 1;
      }
      if (v.status === 'redundant') versions.delete(v.versionId);
      else versions.set(v.versionId, v);
    }
  });
  const waitFor = async (what: string, done: () => boolean): Promise<void> => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) {
        throw new Error(`Workers not ${what} after 10 s: ${JSON.stringify([...versions])}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  session.on('ServiceWorker.workerRegistrationUpdated', (event: RegistrationUpdated) => {
    for (const r of event.registrations) {
      if (r.isDeleted) registrations.delete(r.scopeURL);
      else registrations.set(r.scopeURL, r.registrationId);
    }
  });
  await session.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;

  const registrationId = async (): Promise<string> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const id = registrations.get(`${origin}/`);
      if (id) return id;
      if (Date.now() > deadline) throw new Error(`No worker registration for ${origin}/ over CDP`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    // Playwright keeps its session of a stopped worker and resumes it when the worker runs
    // again; until then context.setOffline() waits on it. So a restart ends with the worker
    // running: a fetch from the page (of a precached file, so it works offline) starts it.
    restartWorkers: async () => {
      const before = stops;
      await session.send('ServiceWorker.stopAllWorkers');
      await waitFor('stopped', () => stops > before);
      await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.status));
      await waitFor('running', () =>
        [...versions.values()].some(
          (v) => v.status === 'activated' && v.runningStatus === 'running',
        ),
      );
    },
    stopWorkers: async () => {
      const before = stops;
      await session.send('ServiceWorker.stopAllWorkers');
      await waitFor('stopped', () => stops > before);
    },
    dispatchSync: async (tag, lastChance = false) => {
      await session.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: await registrationId(),
        tag,
        lastChance,
      });
    },
    detach: () => session.detach().catch(() => undefined),
  };
}

/** Background Sync tags registered and not yet fired successfully (empty where unsupported). */
export function pendingSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Background Sync is not in TypeScript's DOM lib; `scope` keeps the type from being "weak".
    interface SyncRegistration {
      scope: string;
      sync?: { getTags: () => Promise<string[]> };
    }
    const registration: SyncRegistration | undefined =
      await navigator.serviceWorker.getRegistration();
    return registration?.sync ? registration.sync.getTags() : [];
  });
}

/** Web Locks held or awaited on this origin (page and worker), for diagnosing a stuck queue. */
export function heldLocks(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const snapshot = await navigator.locks.query();
    return {
      held: (snapshot.held ?? []).map((lock) => `${lock.name} (${lock.clientId ?? '?'})`),
      pending: (snapshot.pending ?? []).map((lock) => `${lock.name} (${lock.clientId ?? '?'})`),
    };
  });
}
