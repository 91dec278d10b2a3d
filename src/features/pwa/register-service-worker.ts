import { markUpdateWaiting } from './service-worker-store';

const PROGRAM_SYNC_TAG = 'program';
const PROGRAM_SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000;

// Periodic Background Sync is Chromium-only and missing from TypeScript's DOM lib.
interface PeriodicSyncRegistration {
  scope: string;
  periodicSync?: { register: (tag: string, options: { minInterval: number }) => Promise<void> };
}

const registerPeriodicProgramSync = async (registration: PeriodicSyncRegistration) => {
  try {
    await registration.periodicSync?.register(PROGRAM_SYNC_TAG, {
      minInterval: PROGRAM_SYNC_INTERVAL_MS,
    });
  } catch {
    // Allowed only for installed apps with engagement; the page syncs on start and focus anyway.
  }
};

/**
 * Registers /sw.js in production builds, wires the update prompt, and asks for a periodic program
 * refresh where the browser allows it.
 */
const registerServiceWorker = async (): Promise<void> => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', (event) => markUpdateWaiting(workbox, event.sw ?? null));
  const registration = await workbox.register();
  if (registration) await registerPeriodicProgramSync(registration);
};

/** Registers the service worker once the page has loaded, or at once if it has. */
export const registerServiceWorkerOnLoad = (): void => {
  const register = () => void registerServiceWorker().catch(reportFailure);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

const reportFailure = (error: unknown) =>
  console.error('Registering the service worker failed', error);
