import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './support/summary-reporter';

/** Browser flows against the production build and the real server; one file at a time. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    retry: 0,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // What a poll waits for (a worker's sync, a screenshot and its decode) can take seconds on a
    // busy machine; Vitest's default of 1 s failed CI where nothing was wrong.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default', new SummaryReporter('e2e')],
  },
});
