type Listener = () => void;

let running = 0;
const listeners = new Set<Listener>();

const notify = (): void => listeners.forEach((listener) => listener());

/** Marks `work` as a sync in progress in this context, for the sync indicator. */
export const trackSync = async <T>(work: Promise<T>): Promise<T> => {
  running += 1;
  notify();
  try {
    return await work;
  } finally {
    running -= 1;
    notify();
  }
};

export const isSyncing = (): boolean => running > 0;

export const subscribeSyncActivity = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
