import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Chunk groups for the first load (issue #10). Left to itself, Rolldown cuts the app into ~170
 * small shared chunks, so /events needed 169 requests. These groups give it a handful instead:
 *
 * - `framework`: the packages of the start's static imports that the entry evaluates a task ahead
 *   of the rest (React's API over Preact, the router, i18next, the stores; src/app/framework.ts);
 * - `boot`: everything else the app's start module imports statically (Mantine, the route tree,
 *   the app's shell), less what the tiny entry itself needs (src/main.tsx imports it lazily);
 * - `schemas`: zod, and `purify`: DOMPurify;
 * - `ui`: the packages the program or the shell needs (the Mantine parts they use), and the app
 *   modules they share with another route group below;
 * - `cart`: the shop's product list and the cart's store, read without zod (the schemas and the
 *   server's cart calls, checkout's, orders', the session's, load with the screens that use them);
 * - `api`: what only the side screens share, and the API layer they use (the client);
 * - one chunk per route group below, with the code only that group needs.
 *
 * Lazy parts (dialogs, other tabs, other routes) stay in automatic chunks. Module graph edges into
 * Mantine's barrel files are followed only for the names the importer uses, so `ui` holds the
 * components the first screen renders, not all of Mantine.
 */
export interface RouteGroup {
  name: string;
  /** Module ids of the route chunks (TanStack's `?tsr-split=component` modules) of the group. */
  roots: RegExp;
  /**
   * A screen besides the program (an event's page, the shop): what it shares only with other such
   * screens goes to `api`, not `ui`, so the program does not load it.
   */
  side?: boolean;
}

const BARREL =
  /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]esm[\\/]index\.mjs$/;
const BARREL_IMPORT =
  /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/(?:core|hooks|notifications)['"]/g;
const ENTRY = /[\\/]src[\\/]main\.tsx$|[\\/]index\.html$/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
// The packages the start evaluates first, in a task of their own before the rest of boot
// (src/app/framework.ts): UI runtime, router, translations and stores.
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|@tanstack|i18next|react-i18next|use-sync-external-store|valtio|proxy-compare)[\\/]|[\\/]src[\\/]lib[\\/]react[\\/]/;
const FRAMEWORK_MODULE = /[\\/]src[\\/]app[\\/]framework\.ts$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const PURIFY = /[\\/]node_modules[\\/]dompurify[\\/]/;
const API = /[\\/]src[\\/]api[\\/]/;
// The shop's list and the cart's store, zod-free: their server calls load with their first use.
const CART_API =
  /[\\/]src[\\/]api[\\/](products|cart-store|cart-rules|contract[\\/]product-reader)\.ts$/;
const ORDERS_API = /[\\/]src[\\/]api[\\/]orders\.ts$/;
// Read without the API client and zod on a first visit: stays with the screen that uses it.
const EVENT_API = /[\\/]src[\\/]api[\\/]events\.ts$/;
const PACKAGE = /[\\/]node_modules[\\/]/;

/** Local names a barrel re-exports, mapped to the module that defines each. */
export const readBarrel = (barrel: string): Map<string, string> => {
  const names = new Map<string, string>();
  const code = readFileSync(barrel, 'utf8');
  // Only the package's own modules; names it re-exports from other packages are not followed.
  for (const [, list = '', from = ''] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g,
  )) {
    const target = resolve(dirname(barrel), from);
    for (const part of list.split(',')) {
      const local = part
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) names.set(local, target);
    }
  }
  return names;
};

/** Value names a module imports from Mantine's barrels. */
const barrelImportsOf = (code: string): Set<string> => {
  const names = new Set<string>();
  for (const [, typeOnly, list = ''] of code.matchAll(BARREL_IMPORT)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]?.trim() ?? name);
    }
  }
  return names;
};

export const criticalChunks = (routeGroups: RouteGroup[]) => {
  const imports = new Map<string, readonly string[]>();
  const barrelNames = new Map<string, Set<string>>();
  const barrels = new Map<string, Map<string, string>>();
  const closures = new Map<RegExp, Set<string>>();

  /** Modules statically reachable from the modules matching `roots`. */
  const closure = (roots: RegExp): Set<string> => {
    const cached = closures.get(roots);
    if (cached) return cached;
    const reached = new Set<string>();
    const pending = [...imports.keys()].filter((id) => roots.test(id));
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (reached.has(id)) continue;
      reached.add(id);
      for (const dependency of imports.get(id) ?? []) {
        if (!BARREL.test(dependency)) {
          pending.push(dependency);
          continue;
        }
        let names = barrels.get(dependency);
        if (!names) barrels.set(dependency, (names = readBarrel(dependency)));
        for (const name of barrelNames.get(id) ?? []) {
          const target = names.get(name);
          if (target) pending.push(target);
        }
      }
    }
    closures.set(roots, reached);
    return reached;
  };

  const allRoots = new RegExp(routeGroups.map((group) => group.roots.source).join('|'));
  const groupsNeeding = (id: string) => routeGroups.filter((group) => closure(group.roots).has(id));
  const neededByCore = (id: string) => groupsNeeding(id).some((group) => !group.side);
  /**
   * Packages the program or the shell needs (other screens take them from here too), and the app
   * modules they share with another route group.
   */
  const sharedWithCore = (id: string) => {
    const needing = groupsNeeding(id);
    return needing.some((group) => !group.side) && (PACKAGE.test(id) || needing.length > 1);
  };
  /** Modules that only the side screens share (the API client for an event's page and the shop). */
  const sharedBySides = (id: string) => {
    const needing = groupsNeeding(id);
    return needing.length > 1 && needing.every((group) => group.side);
  };

  const plugin: Plugin = {
    name: 'festival-critical-chunks',
    apply: 'build',
    transform(code, id) {
      const names = barrelImportsOf(code);
      if (names.size > 0) barrelNames.set(id, names);
      return null;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };

  const groups = [
    // What the entry shares with the app stays in a small chunk of its own beside the entry, so
    // the entry runs without waiting for boot.
    {
      name: 'entry',
      test: (id: string) => (closure(ENTRY).has(id) && !ENTRY.test(id)) || PRELOAD_HELPER.test(id),
      priority: 4,
    },
    {
      name: 'framework',
      test: (id: string) =>
        FRAMEWORK_MODULE.test(id) ||
        (FRAMEWORK.test(id) && closure(START).has(id) && !closure(ENTRY).has(id)),
      priority: 3.5,
    },
    {
      name: 'boot',
      // The start module itself stays out: its top-level await loads route chunks that import
      // boot, which must have finished evaluating by then.
      test: (id: string) => !START.test(id) && closure(START).has(id) && !closure(ENTRY).has(id),
      priority: 3,
    },
    // zod in a chunk of its own: the program's first visit checks its download with it, while a
    // return visit renders from the stored program without it.
    { name: 'schemas', test: (id: string) => ZOD.test(id), priority: 2.5 },
    // The sanitiser too: the shop needs it at once, the kept first screen and the feed later.
    { name: 'purify', test: (id: string) => PURIFY.test(id), priority: 2.5 },
    { name: 'ui', test: sharedWithCore, priority: 2 },
    // What only the side screens share, and the API layer they use: the background start loads
    // the cart's store from here on every page, which must not bring a whole screen with it.
    {
      name: 'api',
      test: (id: string) =>
        !CART_API.test(id) &&
        // The checkout's and orders' calls load with their screens (their own chunk).
        !ORDERS_API.test(id) &&
        !EVENT_API.test(id) &&
        (sharedBySides(id) || (API.test(id) && closure(allRoots).has(id) && !neededByCore(id))),
      priority: 1.5,
    },
    // The shop's product list and the cart's store, apart from the API client and zod: the shop's
    // first screen needs nothing else of the API layer. Below `api`, which takes the client first
    // (a group takes the modules its modules import too).
    {
      name: 'cart',
      test: (id: string) => CART_API.test(id) && closure(allRoots).has(id) && !neededByCore(id),
      priority: 1.4,
    },
    ...routeGroups.map((group) => ({
      name: group.name,
      test: (id: string) => closure(group.roots).has(id),
      priority: 1,
    })),
  ];
  return { plugin, groups };
};
