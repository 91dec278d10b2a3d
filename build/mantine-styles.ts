import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet without the components the app never uses (issue #10): its whole
 * styles.css is ~290 KiB, all render-blocking. The app's imports from '@mantine/core' (and those
 * of @mantine/notifications) are followed through Mantine's own modules to every component they
 * render; the stylesheet keeps the base files and those components' files, in styles.css order.
 */
const VIRTUAL_ID = 'virtual:mantine-styles.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
const CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g;
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const MANTINE_CORE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]/;
// Each of Mantine's style files (styles/X.css) belongs to the class names module X.module.mjs.
const STYLE_MODULE = /[\\/]([^\\/]+)\.module\.mjs$/;

/** The names in an import list `a, type B, c as d`, as imported (`a`, `c`) or as bound (`d`). */
const namesIn = (list: string, bound = false): string[] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/).at(bound ? -1 : 0) ?? part);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$|[\\/]testing[\\/]/.test(file))
    .map((file) => join(dir, file));

/** Mantine's style files (names without .css) of the modules the given modules reach. */
const stylesReached = (roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const style = STYLE_MODULE.exec(file)?.[1];
    if (style) styles.add(style);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      if (specifier.endsWith('.mjs')) pending.push(resolve(dirname(file), specifier));
    }
  }
  return styles;
};

const coreDir = (root: string) => join(root, 'node_modules', '@mantine', 'core');

/** The style files of the Mantine parts the sources under `srcDir` render, also inside others. */
export const mantineStyleNamesInUse = (root: string, srcDir: string): Set<string> => {
  const notifications = join(root, 'node_modules', '@mantine', 'notifications', 'esm');
  const names = [...sourceFiles(srcDir), ...sourceFiles(notifications)].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CORE_IMPORT)].flatMap(([, list = '']) => namesIn(list)),
  );
  // The barrel's own imports: each name it exports, mapped to the module that defines it.
  const barrel = join(coreDir(root), 'esm', 'index.mjs');
  const targets = new Map(
    [...readFileSync(barrel, 'utf8').matchAll(BARREL_IMPORT)].flatMap(([, list = '', from = '']) =>
      namesIn(list, true).map((name) => [name, resolve(dirname(barrel), from)] as const),
    ),
  );
  return stylesReached([...new Set(names)].flatMap((name) => targets.get(name) ?? []));
};

/** Mantine's base stylesheets and the style files `names`, in the order of its whole styles.css. */
export const mantineStylesOf = (root: string, names: Set<string>): string => {
  const styles = join(coreDir(root), 'styles');
  const whole = readFileSync(join(coreDir(root), 'styles.css'), 'utf8');
  return [...BASE_FILES, ...[...names].map((name) => `${name}.css`)]
    .filter((file) => existsSync(join(styles, file)))
    .map((file) => {
      const css = readFileSync(join(styles, file), 'utf8').trim();
      const at = whole.indexOf(css);
      if (at < 0) throw new Error(`Mantine's ${file} is not part of its styles.css`);
      return { css, at };
    })
    .sort((a, b) => a.at - b.at)
    .map((part) => part.css)
    .join('\n');
};

/**
 * `virtual:mantine-styles.css`: the style files in use, then `providerCss` (what MantineProvider
 * would otherwise write into the page at run time; build/mantine-provider-css.ts).
 */
export const mantineStyles = (root: string, providerCss: () => string): Plugin => {
  let used = new Set<string>();
  return {
    name: 'festival-mantine-styles',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => {
      if (id !== RESOLVED_ID) return undefined;
      used = mantineStyleNamesInUse(root, join(root, 'src'));
      return `${mantineStylesOf(root, used)}\n${providerCss()}`;
    },
    // The scan reads import statements; the bundle is the truth. A component in the bundle whose
    // styles were left out would render unstyled, so the build stops instead.
    generateBundle(_options, bundle) {
      const unstyled = Object.values(bundle)
        .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
        .map((id) => (MANTINE_CORE.test(id) ? STYLE_MODULE.exec(id)?.[1] : undefined))
        .filter((name): name is string => name !== undefined && !used.has(name))
        .filter((name) => existsSync(join(coreDir(root), 'styles', `${name}.css`)));
      if (unstyled.length > 0 && used.size > 0)
        throw new Error(
          `Mantine components without their styles: ${[...new Set(unstyled)].join(', ')}`,
        );
    },
  };
};
