import type { Workbox } from 'workbox-window';

type Listener = () => void;

let waitingWorkbox: Workbox | null = null;
const listeners = new Set<Listener>();
const notify = (): void => listeners.forEach((listener) => listener());

/** A new worker is installed and waits for the user to accept the update. */
export const markUpdateWaiting = (workbox: Workbox): void => {
  waitingWorkbox = workbox;
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
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
};

/** Hides the prompt until the next new version. */
export const dismissUpdate = (): void => {
  waitingWorkbox = null;
  notify();
};
