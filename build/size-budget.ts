import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// What /events runs first: the entry, the member layout, the events route and German texts,
// each with its static imports.
const EVENTS_CRITICAL = [
  'index.html',
  'src/routes/_member.tsx?tsr-split=component',
  'src/routes/_member/events.tsx?tsr-split=component',
  'src/lib/texts/de.ts',
];
// Ceilings against growth (today plus a little), not issue #36's targets of 190 KiB and 2 MiB,
// which the React build misses; `npm run bench` reports the figures against those.
const CRITICAL_JS_GZIP = 295 * 1024;
const PRECACHE_BYTES = 2215 * 1024;

type Manifest = Record<string, { file: string; imports?: string[] }>;

const criticalJsGzip = (dist: string): number => {
  const path = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Size budget: no chunk ${key} in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  EVENTS_CRITICAL.forEach(visit);
  const js = [...files].filter((file) => file.endsWith('.js'));
  return js.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
};

/** Bytes of the files the service worker precaches (the list injected into sw.js). */
const precacheBytes = (dist: string): number => {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map(([, url = '']) => url));
  if (urls.size === 0) throw new Error('Size budget: no precache list in sw.js');
  return [...urls].reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Fails the build when /events' critical-path JS (gzip) or the precache outgrow their budget. */
export const sizeBudget = (): Plugin => {
  let dist = 'dist';
  let failed = false; // a failed build has no sizes to check, and its own error to show
  return {
    name: 'festival-size-budget',
    apply: 'build',
    configResolved: (config) => void (dist = config.build.outDir),
    buildEnd: (error) => void (failed = error !== undefined),
    renderError: () => void (failed = true),
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => {
        if (failed) return;
        const critical = criticalJsGzip(dist);
        const precache = precacheBytes(dist);
        console.log(
          `size: /events critical JS ${kib(critical)} gzip (budget ${kib(CRITICAL_JS_GZIP)}), ` +
            `precache ${kib(precache)} (budget ${kib(PRECACHE_BYTES)})`,
        );
        if (critical > CRITICAL_JS_GZIP || precache > PRECACHE_BYTES)
          throw new Error('Size budget exceeded (build/size-budget.ts)');
      },
    },
  };
};
