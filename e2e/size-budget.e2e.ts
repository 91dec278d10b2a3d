import { describe, expect, it } from 'vitest';
import {
  TARGET_CRITICAL_JS_GZIP,
  TARGET_PRECACHE,
  eventsCriticalPath,
  kib,
  precache,
} from '../bench/lib/bundle.mjs';
import { DIST_DIR } from './support/paths';

/**
 * Size budgets of the production build (issue #10): sizes only, never timings. The enforced
 * budget is the target, or today's figure plus a small margin while the target is not reached
 * yet (see bench/results/latest.md); lower ENFORCED_* as the bundle shrinks, never raise it
 * without a reason in docs/decisions.md.
 */
// Measured 156.2 KiB in 11 files and 1721.6 KiB on 24 Nov 2026, with React's API over Preact
// and the member layout without Mantine's AppShell (before: 222.5 KiB and 2012.8 KiB; before the
// first speed pass 402.0 KiB in 169 files). The precache meets its target; the critical path does
// not yet (Dexie, Mantine, the router and i18next alone are ~90 KiB, see docs/decisions.md).
const ENFORCED_CRITICAL_JS_GZIP = Math.max(TARGET_CRITICAL_JS_GZIP, 160 * 1024);
const ENFORCED_PRECACHE = TARGET_PRECACHE;

describe('bundle size budget', () => {
  it('critical-path JS of /events stays within budget (gzip)', () => {
    const critical = eventsCriticalPath(DIST_DIR);
    const top = critical.jsFiles
      .slice(0, 5)
      .map((file) => `${file.file} ${kib(file.gzip)}`)
      .join(', ');
    console.log(
      `size: /events critical JS ${kib(critical.jsGzip)} gzip in ${critical.jsFiles.length} files ` +
        `(budget ${kib(ENFORCED_CRITICAL_JS_GZIP)}, target ${kib(TARGET_CRITICAL_JS_GZIP)}); ` +
        `largest: ${top}`,
    );
    expect(critical.jsFiles.length).toBeGreaterThan(0);
    expect(critical.jsGzip).toBeLessThanOrEqual(ENFORCED_CRITICAL_JS_GZIP);
  });

  it('the service worker precache stays within budget', () => {
    const cached = precache(DIST_DIR);
    console.log(
      `size: precache ${cached.entries} entries, ${kib(cached.bytes)} ` +
        `(budget ${kib(ENFORCED_PRECACHE)}, target ${kib(TARGET_PRECACHE)})`,
    );
    expect(cached.entries).toBeGreaterThan(0);
    expect(cached.bytes).toBeLessThanOrEqual(ENFORCED_PRECACHE);
  });
});
