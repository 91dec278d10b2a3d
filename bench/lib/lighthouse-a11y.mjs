import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  dropProfile,
  newProfile,
  SESSION_STORAGE_KEY,
} from './browser.mjs';

const require = createRequire(import.meta.url);
const CLI = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * The public pages beyond the three with performance figures (with the edition's changelog and a
 * member's shared plan), and what a member reaches.
 */
export const PUBLIC_A11Y_PAGES = ({ year, planToken }) => [
  '/login',
  '/register',
  '/u/imprint',
  '/u/privacy',
  '/u/accessibility',
  `/u/changes/${year}`,
  `/u/plan/${planToken}`,
  '/shop',
  '/favourites',
];
export const MEMBER_A11Y_PAGES = (eventId) => [
  '/',
  '/events',
  `/event/${eventId}`,
  '/favourites',
  '/shop',
  '/tickets',
  '/lobby',
  '/feed',
  '/chat',
  '/profile',
  '/map',
  '/friends',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Lighthouse's accessibility category (mobile preset) on `url` in the browser at `port`. */
const accessibilityOnce = (url, port) =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        CLI,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=accessibility',
        `--port=${port}`,
        // The member's login lives in the profile's local storage: keep it.
        '--disable-storage-reset',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const report = JSON.parse(stdout);
        resolve({
          url,
          // Where the page ended: a member page that fell back to /login was not measured.
          shown: new URL(report.finalDisplayedUrl ?? url).pathname,
          accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
          failingAudits: Object.values(report.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      },
    );
  });

/**
 * Lighthouse accessibility (one run each: the score does not vary) on `paths`, logged in with
 * `session` when given. Lighthouse drives a Chromium started here with a debugging port, whose
 * profile holds the session and language as a returning member's browser would.
 */
export async function accessibilityScores(baseUrl, paths, { session } = {}) {
  const profile = await newProfile();
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/u/imprint`);
    await page.evaluate(
      ([key, value]) => {
        if (value) localStorage.setItem(key, value);
        else localStorage.removeItem(key);
      },
      [SESSION_STORAGE_KEY, session ? JSON.stringify(session) : ''],
    );
    const results = [];
    for (const path of paths) {
      try {
        results.push({ ...(await accessibilityOnce(`${baseUrl}${path}`, port)), url: path });
      } catch (error) {
        results.push({ url: path, error: String(error?.message ?? error).split('\n')[0] });
      }
    }
    return results;
  } finally {
    await context.close();
    await dropProfile(profile);
  }
}
