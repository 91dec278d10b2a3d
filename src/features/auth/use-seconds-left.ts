import { useEffect, useState } from 'react';
import type { Wait } from './auth-failures';

/** Whole seconds left of `wait` (0 without one or once over), counting down every second. */
export const useSecondsLeft = (wait: Wait | null): number => {
  const [now, setNow] = useState(() => Date.now());
  const until = wait?.until ?? 0;
  useEffect(() => {
    if (until === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!wait) return 0;
  // `now` may be older than the wait until the first tick: never show more than was asked.
  return Math.max(0, Math.min(wait.seconds, Math.ceil((wait.until - now) / 1000)));
};

/** The wait of a failure that has one, else null. */
export const waitOf = <F extends { kind: string }>(failure: F | null): Wait | null =>
  failure && 'until' in failure && 'seconds' in failure ? (failure as F & Wait) : null;
