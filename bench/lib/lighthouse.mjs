import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { CHROMIUM_PATH } from './browser.mjs';
import { median } from './stats.mjs';

const require = createRequire(import.meta.url);
const CLI = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const once = (url) =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        CLI,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-path=${CHROMIUM_PATH}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
      (error, stdout) => {
        if (error) return reject(error);
        const report = JSON.parse(stdout);
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
        );
        const audits = report.audits;
        resolve({
          scores,
          lcpMs: audits['largest-contentful-paint']?.numericValue,
          fcpMs: audits['first-contentful-paint']?.numericValue,
          tbtMs: audits['total-blocking-time']?.numericValue,
          cls: audits['cumulative-layout-shift']?.numericValue,
          // Lighthouse's own measure of this machine's speed at the time (higher is faster).
          benchmarkIndex: report.environment?.benchmarkIndex,
          failing: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      },
    );
  });

/** Lighthouse 12, mobile preset (its default), on one URL; medians of `runs` runs. */
export async function lighthouse(url, { runs }) {
  const results = [];
  const errors = [];
  // A loaded machine can time Lighthouse's DevTools calls out: such a run is retried, not fatal.
  for (let i = 0; results.length < runs && i < runs * 2; i += 1) {
    try {
      results.push(await once(url));
    } catch (error) {
      errors.push(
        String(error.message ?? error)
          .split('\n')
          .find((l) => /error/i.test(l)) ?? 'failed',
      );
    }
  }
  if (results.length === 0) return { url, runs: 0, error: errors.join('; ') };
  const med = (pick) => Math.round(median(results.map(pick)));
  return {
    url,
    runs: results.length,
    performance: med((r) => r.scores.performance),
    performanceRuns: results.map((r) => r.scores.performance),
    accessibility: med((r) => r.scores.accessibility),
    bestPractices: med((r) => r.scores['best-practices']),
    lcpMs: med((r) => r.lcpMs),
    fcpMs: med((r) => r.fcpMs),
    tbtMs: med((r) => r.tbtMs),
    benchmarkIndex: med((r) => r.benchmarkIndex ?? 0),
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    failedRuns: errors,
  };
}
