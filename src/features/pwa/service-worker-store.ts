import type { Workbox } from 'workbox-window';

type Listener = () => void;

let waitingWorkbox: Workbox | null = null;
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<Listener>();
const notify = (): void => listeners.forEach((listener) => listener());

/** A new worker is installed and waits for the user to accept the update. */
export const markUpdateWaiting = (workbox: Workbox, worker: ServiceWorker | null = null): void => {
  waitingWorkbox = workbox;
  waitingWorker = worker;
  notify();
};

export const isUpdateWaiting = (): boolean => waitingWorkbox !== null;

export const subscribeUpdate = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Activates the waiting worker and reloads once it controls the page. */
export const applyUpdate = (reload: () => void = () => window.location.reload()): void => {
  const workbox = waitingWorkbox;
  if (!workbox) return;
  // Another tab accepted this update already: the new worker is active and controls this page,
  // so no 'controlling' event will come; only this page still runs the old version.
  if (waitingWorker && waitingWorker.state !== 'installed') {
    reload();
    return;
  }
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
};

/** Hides the prompt until the next new version. */
export const dismissUpdate = (): void => {
  waitingWorkbox = null;
  waitingWorker = null;
  notify();
};
