import { existsSync, mkdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './support/chromium';
import { DIST_DIR, SCREENSHOT_DIR } from './support/paths';
import { startServer } from './support/server';
import './support/context';

/** Runs once before all e2e files: Chromium, the production build and the real server. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error('dist/ has no production build: run `npm run build` before the e2e tests.');
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  const runDir = await mkdtemp(join(tmpdir(), 'festival-e2e-'));
  const dataDir = join(runDir, 'data');
  // Serve a snapshot of the build, so a rebuild of dist/ during the run cannot break pages.
  const webDir = join(runDir, 'dist');
  await cp(DIST_DIR, webDir, { recursive: true });
  await mkdir(dataDir);
  const server = await startServer(dataDir, { env: { WEB_DIST_DIR: webDir } }).catch(
    async (error: unknown) => {
      await rm(runDir, { recursive: true, force: true });
      throw error;
    },
  );
  console.log(`e2e server: ${server.baseUrl} (DATA_DIR ${dataDir}, log ${server.logFile})`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}
