/**
 * Runs `task` in idle time, at the latest after `timeout` ms when given; Safari has no
 * requestIdleCallback, so there a zero timeout. Returns a function that cancels it.
 */
export const whenIdle = (task: () => void, timeout?: number): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
  return () => cancelIdleCallback(handle);
};
