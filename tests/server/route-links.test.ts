import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePreloadMap } from '../../src/app/route-preload-map';
import {
  documentFiles,
  routeLinks,
  routeLinksOfFile,
  routePreloadMapOf,
} from '../../server/plugins/route-links';

const MAP: RoutePreloadMap = {
  files: [
    'assets/events-1.js',
    'assets/program-2.css',
    'assets/de-3.js',
    'assets/en-4.js',
    'assets/de-shop-5.js',
    'assets/shop-6.js',
  ],
  routes: [
    ['^/u/events/?$', [0, 1], []],
    ['^/u/shop/?$', [5], ['shop']],
  ],
  locales: {
    de: { common: [2], program: [2], shop: [4] },
    en: { common: [3], program: [3], shop: [3] },
  },
};

// As build/route-preload.ts writes it.
const indexWith = (map: unknown) =>
  `<!doctype html><head><meta name="festival-route-preload" content="${JSON.stringify(map)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')}"></head>`;

describe('routePreloadMapOf', () => {
  it('reads the map back from index.html', () => {
    expect(routePreloadMapOf(indexWith(MAP))).toEqual(MAP);
  });

  it('reads no map from a page without one or with a broken one', () => {
    expect(routePreloadMapOf('<!doctype html><title>Festival</title>')).toBeUndefined();
    expect(routePreloadMapOf(indexWith({ files: 'x' }))).toBeUndefined();
    expect(routePreloadMapOf(indexWith(MAP).replace('{', '{{'))).toBeUndefined();
  });
});

describe('routeLinks', () => {
  it("names the route's chunks, styles and German texts", () => {
    expect(routeLinks(MAP)('/u/events')).toEqual([
      '</assets/events-1.js>; rel=modulepreload',
      '</assets/program-2.css>; rel=preload; as=style; crossorigin=anonymous',
      '</assets/de-3.js>; rel=modulepreload',
    ]);
    expect(routeLinks(MAP)('/u/shop')).toEqual([
      '</assets/shop-6.js>; rel=modulepreload',
      '</assets/de-3.js>; rel=modulepreload',
      '</assets/de-shop-5.js>; rel=modulepreload',
    ]);
  });

  it('names only the startup texts on an unknown path, and nothing without a map', () => {
    expect(routeLinks(MAP)('/nowhere')).toEqual(['</assets/de-3.js>; rel=modulepreload']);
    expect(routeLinks(undefined)('/u/events')).toEqual([]);
  });
});

describe('routeLinksOfFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'festival-route-links-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('follows a new build written over the old one', async () => {
    const index = join(dir, 'index.html');
    await writeFile(index, indexWith(MAP));
    const links = routeLinksOfFile(index);
    expect(await links('/u/events')).toContain('</assets/events-1.js>; rel=modulepreload');

    const next = { ...MAP, files: MAP.files.map((file) => file.replace('events-1', 'events-9')) };
    await writeFile(index, indexWith(next));
    // A different time even on a file system that keeps whole seconds.
    await utimes(index, new Date(), new Date(Date.now() + 5000));
    expect(await links('/u/events')).toContain('</assets/events-9.js>; rel=modulepreload');
  });
});

describe('documentFiles', () => {
  it("lists the page's module script and preloads in document order", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/boot-2.js">
      <link rel="preload" as="style" crossorigin href="/assets/boot-3.css">
      <link rel="stylesheet" crossorigin href="/assets/boot-3.css" media="print">
      <link rel="apple-touch-icon" href="/icons/touch.png">
    </head>`;
    expect(documentFiles(html)).toEqual([
      '/assets/index-1.js',
      '/assets/boot-2.js',
      '/assets/boot-3.css',
    ]);
  });

  it('go ahead of the route files, each file named once', () => {
    expect(routeLinks(MAP, ['/assets/boot-2.js', '/assets/de-3.js'])('/u/events')).toEqual([
      '</assets/boot-2.js>; rel=modulepreload',
      '</assets/de-3.js>; rel=modulepreload',
      '</assets/events-1.js>; rel=modulepreload',
      '</assets/program-2.css>; rel=preload; as=style; crossorigin=anonymous',
    ]);
  });
});
