import { whenIdle } from '@/lib/when-idle';
import type { AppRouter } from './router';

let markPainted: () => void = () => undefined;

/**
 * Resolves once the first screen has rendered and the browser had an idle moment (at most
 * IDLE_TIMEOUT_MS later): what the first screen can do without starts then, not before.
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

const IDLE_TIMEOUT_MS = 1000;
// Should the router never report a render (a failed first load), the rest starts anyway.
const LATEST_START_MS = 4000;

/** Resolves `firstScreenPainted` after the router's first render. */
export const watchFirstPaint = (router: AppRouter): void => {
  const fallback = setTimeout(markPainted, LATEST_START_MS);
  const stop = router.subscribe('onRendered', () => {
    stop();
    clearTimeout(fallback);
    whenIdle(markPainted, IDLE_TIMEOUT_MS);
  });
};
