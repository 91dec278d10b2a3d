import { Workbox } from 'workbox-window';
import { captureInstallPrompt } from './install-prompt-store';
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
 * Registers /sw.js in production builds, wires the update prompt and the install button, and asks
 * for a periodic program refresh where the browser allows it.
 */
export const registerServiceWorker = async (): Promise<void> => {
  captureInstallPrompt();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', (event) => markUpdateWaiting(workbox, event.sw ?? null));
  const registration = await workbox.register();
  if (registration) await registerPeriodicProgramSync(registration);
};
