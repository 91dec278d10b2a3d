import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Targets from issue #36 (React in production): critical-path JS for /events (gzip) and the whole precache. */
export const TARGET_CRITICAL_JS_GZIP = 190 * 1024;
export const TARGET_PRECACHE = 2 * 1024 * 1024;

/**
 * What /events needs before its first row: the entry with its static imports, the member layout
 * and the events route (TanStack Router splits each route's component into its own chunk), and
 * the German texts that i18n loads before the first render (build/size-budget.ts counts the same).
 */
export const EVENTS_ROUTE_KEYS = [
  'index.html',
  'src/routes/_member.tsx?tsr-split=component',
  'src/routes/_member/events.tsx?tsr-split=component',
  'src/lib/texts/de.ts',
];

export const readManifest = (distDir) =>
  JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Files (JS and CSS) reached from the given manifest keys through static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The stylesheets index.html links (as assets/… paths). */
export const stylesheetsOf = (distDir) =>
  [
    ...readFileSync(join(distDir, 'index.html'), 'utf8').matchAll(
      /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g,
    ),
  ].map((match) => match[1]);

/** Critical-path JS and CSS of /events with raw and gzip sizes, biggest first. */
export function eventsCriticalPath(distDir) {
  const manifest = readManifest(distDir);
  const { js, css } = staticClosure(manifest, EVENTS_ROUTE_KEYS);
  // The app's one stylesheet (no CSS splitting) is linked by index.html, not by a chunk.
  for (const file of stylesheetsOf(distDir)) if (!css.includes(file)) css.push(file);
  const describe = (file) => ({
    file,
    bytes: statSync(join(distDir, file)).size,
    gzip: gzipSize(join(distDir, file)),
  });
  const jsFiles = js.map(describe).sort((a, b) => b.gzip - a.gzip);
  const cssFiles = css.map(describe).sort((a, b) => b.gzip - a.gzip);
  const sum = (files, field) => files.reduce((total, f) => total + f[field], 0);
  return {
    jsFiles,
    cssFiles,
    jsGzip: sum(jsFiles, 'gzip'),
    jsBytes: sum(jsFiles, 'bytes'),
    cssGzip: sum(cssFiles, 'gzip'),
  };
}

/** The service worker's precache list (URLs injected into sw.js) with the size of each file. */
export function precache(distDir) {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  if (urls.length === 0) throw new Error('No precache manifest found in sw.js');
  const files = [...new Set(urls)].map((url) => ({
    url,
    bytes: statSync(join(distDir, url.replace(/^\//, ''))).size,
  }));
  return { entries: files.length, bytes: files.reduce((t, f) => t + f.bytes, 0), files };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
