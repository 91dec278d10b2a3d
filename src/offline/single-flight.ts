const localChains = new Map<string, Promise<unknown>>();

/**
 * Runs `task` exclusively under `name` across every page and the worker of this origin (Web Locks);
 * where Web Locks are missing it is at least exclusive within this context.
 */
export const withExclusiveLock = <T>(name: string, task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, task);
  const previous = localChains.get(name) ?? Promise.resolve();
  const run = previous.then(task);
  localChains.set(
    name,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
};

/**
 * Wraps a task so calls never overlap: a call while one runs schedules exactly one follow-up run
 * (shared by every caller that arrives meanwhile), so a trigger during a run is never lost.
 */
export const createSingleFlight = <T>(): ((task: () => Promise<T>) => Promise<T>) => {
  let running = false;
  let queued: {
    task: () => Promise<T>;
    promise: Promise<T>;
    resolve: (value: T) => void;
    reject: (reason: unknown) => void;
  } | null = null;

  const launch = (task: () => Promise<T>): Promise<T> => {
    running = true;
    return task().finally(() => {
      running = false;
      const next = queued;
      queued = null;
      if (next) launch(next.task).then(next.resolve, next.reject);
    });
  };

  return (task) => {
    if (!running) return launch(task);
    if (queued) {
      queued.task = task;
      return queued.promise;
    }
    let resolve: (value: T) => void = () => undefined;
    let reject: (reason: unknown) => void = () => undefined;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    queued = { task, promise, resolve, reject };
    return promise;
  };
};
