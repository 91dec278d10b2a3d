import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Chunk groups for the first load (issue #10). Left to itself, Rolldown cuts the app into ~170
 * small shared chunks, so /events needed 169 requests. These groups give it a handful instead:
 *
 * - `boot`: everything the app's start module imports statically (React, router, i18n, the route
 *   tree), less what the tiny entry itself needs (src/main.tsx imports the start module lazily);
 * - `ui`: the packages the route groups below need (the Mantine parts they use, Dexie, the
 *   virtualiser) and the app modules several of them share;
 * - one chunk per route group below, with the app code only that group needs.
 *
 * Lazy parts (dialogs, other tabs, other routes) stay in automatic chunks. Module graph edges into
 * Mantine's barrel files are followed only for the names the importer uses, so `ui` holds the
 * components the first screen renders, not all of Mantine.
 */
export interface RouteGroup {
  name: string;
  /** Module ids of the route chunks (TanStack's `?tsr-split=component` modules) of the group. */
  roots: RegExp;
}

const BARREL =
  /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications)[\\/]esm[\\/]index\.mjs$/;
const BARREL_IMPORT =
  /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/(?:core|hooks|notifications)['"]/g;
const ENTRY = /[\\/]src[\\/]main\.tsx$|[\\/]index\.html$/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
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
  /** Packages any route group needs, and app modules that more than one group needs. */
  const shared = (id: string) =>
    PACKAGE.test(id)
      ? closure(allRoots).has(id)
      : routeGroups.filter((group) => closure(group.roots).has(id)).length > 1;

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
      name: 'boot',
      // The start module itself stays out: its top-level await loads route chunks that import
      // boot, which must have finished evaluating by then.
      test: (id: string) => !START.test(id) && closure(START).has(id) && !closure(ENTRY).has(id),
      priority: 3,
    },
    { name: 'ui', test: shared, priority: 2 },
    ...routeGroups.map((group) => ({
      name: group.name,
      test: (id: string) => closure(group.roots).has(id),
      priority: 1,
    })),
  ];
  return { plugin, groups };
};
