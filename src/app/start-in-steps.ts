const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in a few tasks instead of one long one: React, the router and i18next (chunks of
 * their own, build/critical-chunks.ts), then the rest. Each import evaluates the chunk that holds
 * its module; in between, the browser may paint and answer input. Each names one export the app
 * uses anyway, so tree-shaking still drops the unused ones.
 */
export const startInSteps = async (): Promise<void> => {
  await import('react-dom/client');
  await nextTask();
  void (await import('@tanstack/history')).createBrowserHistory;
  await nextTask();
  void (await import('i18next')).default;
  await nextTask();
  await import('@/app/start');
};
