export interface CoalesceOptions {
  /** How long the first waiting item may wait for others (0: flush at once). */
  lingerMs?: number;
  /** Flush as soon as this many wait. */
  maxItems?: number;
}

/**
 * Hands items to `flush` together: one flush at a time; items arriving meanwhile, or within
 * `lingerMs` of the first waiting one, go together in the next. `flush` answers one result per
 * item, in order; each call resolves with its own (or rejects with the flush). Jobs finishing a
 * few milliseconds apart (each push's answer arrives on its own) then share one statement.
 */
export function coalesce<T, R = void>(
  flush: (items: T[]) => Promise<readonly R[]>,
  { lingerMs = 0, maxItems = 500 }: CoalesceOptions = {},
): (item: T) => Promise<R> {
  const waiting: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    const taken = waiting.splice(0, maxItems);
    flushing = true;
    flush(taken.map((entry) => entry.item))
      .then(
        (results) => taken.forEach((entry, i) => entry.resolve(results[i] as R)),
        (error: unknown) => taken.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        flushing = false;
        schedule();
      });
  };

  const schedule = () => {
    if (flushing || waiting.length === 0) return;
    if (lingerMs <= 0 || waiting.length >= maxItems) run();
    else timer ??= setTimeout(run, lingerMs);
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
