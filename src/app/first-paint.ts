import { useLayoutEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { AppRouter } from './router';

let markPainted: () => void = () => undefined;

/**
 * Resolves once the first screen has rendered with its content (see `useFirstScreenHold`) and
 * the browser had an idle moment (at most IDLE_TIMEOUT_MS later): what the first screen can do
 * without starts then, not before.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

const IDLE_TIMEOUT_MS = 1000;
// Should the router never report a render (a failed first load), or a screen's content never
// come (a first visit offline), the rest starts anyway.
const LATEST_START_MS = 4000;

const holds = new Set<symbol>();
let holdsReleased: (() => void) | undefined;

const noHolds = (): Promise<void> =>
  holds.size === 0
    ? Promise.resolve()
    : new Promise((resolve) => {
        holdsReleased = resolve;
      });

/**
 * Holds `firstScreenPainted` while `waiting`: a screen whose content is still on its way (the
 * program on a first visit, downloading) would otherwise see the late starts compete with it for
 * the main thread and the network right before its largest paint.
 */
export const useFirstScreenHold = (waiting: boolean): void =>
  useLayoutEffect(() => {
    if (!waiting) return;
    const hold = Symbol('first screen content');
    holds.add(hold);
    return () => {
      holds.delete(hold);
      if (holds.size === 0) holdsReleased?.();
    };
  }, [waiting]);

/** Resolves `firstScreenPainted` after the router's first render and its screen's content. */
export const watchFirstPaint = (router: AppRouter): void => {
  const latest = setTimeout(markPainted, LATEST_START_MS);
  const painted = () => {
    clearTimeout(latest);
    markPainted();
  };
  const stop = router.subscribe('onRendered', () => {
    stop();
    // The screen's holds are taken in its layout effects, by the next idle moment at the latest.
    whenIdle(() => void noHolds().then(() => whenIdle(painted, IDLE_TIMEOUT_MS)), IDLE_TIMEOUT_MS);
  });
};
