import { whenIdle } from '@/lib/when-idle';

// Copying the screen takes tens of milliseconds: done in slices this long, so the page never has
// a long task for it (on a phone a slice takes four times as long, under the 50 ms of a long task).
const SLICE_MS = 4;

/**
 * A pause to await between steps of a long job: it returns at once while the current slice has
 * time left, else waits for the browser's next idle moment (at most a second).
 */
export const makeSlicer = (): (() => Promise<void>) => {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise<void>((resolve) => whenIdle(resolve, 1000));
    sliceStart = performance.now();
  };
};
