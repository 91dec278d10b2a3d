import { readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  APP_STYLES_ATTRIBUTE,
  ROUTE_PRELOAD_META,
  type RoutePreloadMap,
} from '../src/app/route-preload-map';

/**
 * Route-aware preloading (issue #10). Without it the first screen loads in waves: the entry, then
 * (once React and the router have run) the route's chunks, then its locale files. This plugin
 * writes, into index.html, which files each route needs; the tiny entry (src/main.tsx) reads the
 * map and asks for all of them at once, while the boot chunk still downloads.
 */

interface RouteEntry {
  fullPath: string;
  file: string;
  parentImport: string;
}

/** Route files and their parents, read from TanStack's generated route tree. */
export const readRouteTree = (source: string) => {
  const fileOf = new Map<string, string>();
  for (const [, name = '', path = ''] of source.matchAll(
    /import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g,
  )) {
    fileOf.set(name, `src/routes/${path}.tsx`);
  }
  const routes: RouteEntry[] = [];
  for (const [, fullPath = '', own = '', parent = ''] of source.matchAll(
    /fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)\s+parentRoute: typeof (\w+)/g,
  )) {
    const file = fileOf.get(own);
    if (file) routes.push({ fullPath, file, parentImport: parent });
  }
  // Parents are named `MemberRoute` (the updated route), their files `MemberRouteImport`.
  const fileOfParent = (name: string) => fileOf.get(name) ?? fileOf.get(`${name}Import`);
  /** The route's file and those of its layouts, outermost first. */
  const chainOf = (route: RouteEntry): string[] => {
    const chain = [route.file];
    let parent = fileOfParent(route.parentImport);
    while (parent) {
      chain.unshift(parent);
      const next = routes.find((r) => r.file === parent);
      parent = next ? fileOfParent(next.parentImport) : undefined;
    }
    return chain;
  };
  // The deepest route first: a layout and its index route share one path, and only the first
  // route of a path is ever used.
  const deepestFirst = routes
    .map((route) => ({ pattern: patternOf(route.fullPath), chain: chainOf(route) }))
    .sort((a, b) => b.chain.length - a.chain.length);
  return deepestFirst.filter(
    (route, index) => deepestFirst.findIndex((r) => r.pattern === route.pattern) === index,
  );
};

/** `/event/$eventId` → `^/event/[^/]+/?$`; pathless layouts ('/') only match '/'. */
export const patternOf = (fullPath: string): string => {
  const body = fullPath
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${body}/?$`;
};

/** The locale namespaces a source file asks for: `useTranslation('a')`, `(['a', 'b'])`, `t('a:key')`. */
export const namespacesIn = (source: string): string[] => {
  const found = new Set<string>();
  for (const [, argument = ''] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const [, namespace = ''] of argument.matchAll(/'([\w-]+)'/g)) found.add(namespace);
  }
  for (const [, namespace = ''] of source.matchAll(/\bt\(\s*'([\w-]+):/g)) found.add(namespace);
  return [...found].sort();
};

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, BundleChunk | { type: 'asset'; fileName: string }>;

/** The stylesheet link Vite writes into index.html (the app's one stylesheet: no CSS splitting). */
const VITE_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * The app's stylesheet, loaded at once and kept in cascade order, but not holding up the first
 * paint: the entry switches it on and starts the app once it has loaded (src/app/app-styles.ts).
 */
const appStylesheet = (href: string) =>
  `<link rel="preload" as="style" crossorigin href="${href}">\n    ` +
  `<link rel="stylesheet" crossorigin href="${href}" media="print" ${APP_STYLES_ATTRIBUTE}>`;

export const routePreload = (options: {
  root: string;
  languages: readonly string[];
  startupNamespaces: readonly string[];
  /** The modules the entry imports dynamically; their files are preloaded on every path. */
  startModules: readonly string[];
}): Plugin => ({
  name: 'festival-route-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = context.bundle as Bundle | undefined;
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((c): c is BundleChunk => c.type === 'chunk');
      // A lazily imported module may sit in a group chunk behind a small facade chunk: both count.
      const chunksOf = (moduleId: string) =>
        chunks.filter((c) => c.facadeModuleId === moduleId || c.moduleIds.includes(moduleId));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const files: string[] = [];
      const indexOf = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      /** JS files (with their static imports) and CSS of the chunks holding `moduleIds`. */
      const closure = (moduleIds: string[]): string[] => {
        const seen = new Set<string>();
        const visit = (chunk: BundleChunk | undefined): void => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        for (const id of moduleIds) chunksOf(id).forEach(visit);
        return [...seen];
      };
      const sources = new Map<string, string[]>();
      /** The namespaces used by the source files bundled into `files`' chunks. */
      const namespacesOf = (files: string[]): string[] => {
        const found = new Set<string>();
        for (const file of files) {
          for (const id of byFile.get(file)?.moduleIds ?? []) {
            const path = id.split('?')[0] ?? '';
            if (!isAbsolute(path) || !path.startsWith(resolve(options.root, 'src'))) continue;
            if (!sources.has(path)) sources.set(path, namespacesIn(readFileSync(path, 'utf8')));
            for (const namespace of sources.get(path) ?? []) found.add(namespace);
          }
        }
        return [...found].filter((ns) => !options.startupNamespaces.includes(ns)).sort();
      };
      const always = closure(options.startModules.map((module) => resolve(options.root, module)));
      const missing = (list: string[]) => list.filter((file) => !always.includes(file));

      const tree = readFileSync(resolve(options.root, 'src/routeTree.gen.ts'), 'utf8');
      const routes = readRouteTree(tree).map(
        ({ pattern, chain }): RoutePreloadMap['routes'][number] => {
          const ids = chain.map((file) => `${resolve(options.root, file)}?tsr-split=component`);
          const files = closure(ids);
          return [pattern, missing(files).map(indexOf), namespacesOf(files)];
        },
      );
      const localeFiles = (language: string, namespace: string) =>
        missing(closure([resolve(options.root, `locales/${language}/${namespace}.json`)])).map(
          indexOf,
        );
      const namespacesOfLanguage = (language: string) =>
        readdirSync(resolve(options.root, 'locales', language))
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.replace(/\.json$/, ''));
      const locales = Object.fromEntries(
        options.languages.map((language) => [
          language,
          Object.fromEntries(
            namespacesOfLanguage(language).map((ns) => [ns, localeFiles(language, ns)]),
          ),
        ]),
      );
      const map: RoutePreloadMap = { files, routes, locales };
      const attribute = JSON.stringify(map).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      const tags = always
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) =>
          file.endsWith('.css')
            ? appStylesheet(`/${file}`)
            : `<link rel="modulepreload" crossorigin href="/${file}">`,
        );
      const head = [...tags, `<meta name="${ROUTE_PRELOAD_META}" content="${attribute}">`];
      // Functions, not strings: the patterns hold `$&`, which a replacement string would expand.
      return html
        .replace(VITE_STYLESHEET, (_, href: string) => appStylesheet(href))
        .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
    },
  },
});
