/**
 * Starts a worker that warms ICU while the main thread loads and evaluates the app's chunks (see
 * intl-warmup.worker.ts and docs/decisions.md). Needs the Trusted Types policy for its URL.
 */
export const warmUpIntl = (): void => {
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warmup',
    });
  } catch (error) {
    // Without it the main thread loads the data itself when it first needs it: slower, not broken.
    console.warn('Could not start the Intl warm-up worker', error);
  }
};
