import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { copyBuild, type Deployment } from './support/offline-deploy';
import { checkForWorkerUpdate, controlWorkers, waitForController } from './support/offline-worker';
import { startServer, type RunningServer } from './support/server';
import { visible } from './support/screens';

// locales/de/pwa.json: the prompt's title and its button.
const PROMPT_TITLE = 'Eine neue Version ist verfügbar';
const RELOAD = 'Neu laden';

const buildIdOf = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null,
  );

const promptOf = (page: Page) => page.getByRole('alertdialog').filter({ hasText: PROMPT_TITLE });

async function waitForBuild(page: Page, id: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('meta[name="build-id"]')?.getAttribute('content') === expected,
    id,
    { timeout },
  );
}

let deployment: Deployment;
let dataDir: string;
let server: RunningServer;
let browser: Browser;

// A server of its own, serving a copy of dist/ that the test deploys over (WEB_DIST_DIR).
beforeAll(async () => {
  deployment = await copyBuild('build-1');
  dataDir = await mkdtemp(join(tmpdir(), 'festival-e2e-update-'));
  const started = Date.now();
  server = await startServer(dataDir, {
    env: { WEB_DIST_DIR: deployment.dir, SEED: 'false' },
    logName: 'server-update.log',
  });
  console.log(`update: second server ${server.baseUrl} up in ${Date.now() - started} ms`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await deployment?.remove();
});

describe('update', () => {
  it('a new deploy shows the update prompt in both open tabs, and Reload loads the new version', async () => {
    const first = await newMobilePage(browser, { baseURL: server.baseUrl });
    await first.goto('/login');
    const worker = await waitForController(first);
    console.log(`update: worker ${worker} controls the first tab`);
    const second = await first.context().newPage();
    await second.goto('/login');
    await waitForController(second);
    expect(await buildIdOf(first)).toBe('build-1');
    expect(await buildIdOf(second)).toBe('build-1');
    await expect(promptOf(first).count()).resolves.toBe(0);

    await deployment.deploy('build-2');
    const deployedAt = Date.now();
    await checkForWorkerUpdate(first);
    await visible(promptOf(first), 30_000);
    await visible(promptOf(second), 30_000);
    console.log(`update: prompt in both tabs ${Date.now() - deployedAt} ms after the deploy`);
    await screenshot(first, 'update-prompt');
    // Until the user accepts, the tab keeps running the version it loaded.
    expect(await buildIdOf(first)).toBe('build-1');

    await promptOf(first).getByRole('button', { name: RELOAD }).click();
    await waitForBuild(first, 'build-2');
    await visible(first.getByRole('textbox', { name: /^e-?mail$/i }));
    await expect(promptOf(first).count()).resolves.toBe(0);
    console.log(`update: first tab on build-2 ${Date.now() - deployedAt} ms after the deploy`);

    // The other tab: its prompt must still lead to the new version, although tab one already
    // activated the waiting worker.
    if ((await buildIdOf(second)) !== 'build-2') {
      await (await visible(promptOf(second).getByRole('button', { name: RELOAD }))).click();
      await waitForBuild(second, 'build-2');
    }
    await visible(second.getByRole('textbox', { name: /^e-?mail$/i }));
    await expect(promptOf(second).count()).resolves.toBe(0);
    console.log(`update: second tab on build-2 ${Date.now() - deployedAt} ms after the deploy`);

    // A fresh navigation is served by the new worker's precache: the new shell, no prompt.
    await first.reload();
    await waitForBuild(first, 'build-2');
    // No worker waits behind the active one, so no prompt can come.
    const nothingWaiting = () => navigator.serviceWorker.ready.then((r) => r.waiting === null);
    await expect(first.evaluate(nothingWaiting)).resolves.toBe(true);
    await expect(promptOf(first).count()).resolves.toBe(0);

    // A cold start, the worker not running: the new worker starts and serves the new shell.
    const cold = await first.context().newPage();
    const workers = await controlWorkers(first.context(), cold);
    await workers.stopWorkers();
    await cold.goto('/events', { waitUntil: 'commit' });
    await waitForBuild(cold, 'build-2');
    await workers.detach();
    await first.context().close();
  });
});
