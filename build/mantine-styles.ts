import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readBarrel } from './critical-chunks';

/**
 * Mantine's stylesheet without the components the app never uses (issue #10): its whole
 * styles.css is ~290 KiB, all render-blocking. The app's imports from '@mantine/core' (and those
 * of @mantine/notifications) are followed through Mantine's own modules to every component they
 * render; the stylesheet keeps the base files and those components' files, in styles.css order.
 */
export const VIRTUAL_ID = 'virtual:mantine-styles.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
const CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

const namesImportedFromCore = (code: string): string[] =>
  [...code.matchAll(CORE_IMPORT)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? part),
  );

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$|[\\/]testing[\\/]/.test(file))
    .map((file) => join(dir, file));

const MANTINE_CORE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]/;
// Each of Mantine's style files (styles/X.css) belongs to the class names module X.module.mjs.
const STYLE_MODULE = /[\\/]([^\\/]+)\.module\.mjs$/;

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
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(RELATIVE_IMPORT)) {
      if (specifier.endsWith('.mjs')) pending.push(resolve(dirname(file), specifier));
    }
  }
  return styles;
};

const paths = (root: string) => {
  const core = join(root, 'node_modules', '@mantine', 'core');
  return {
    core,
    esmDir: join(core, 'esm'),
    notificationsDir: join(root, 'node_modules', '@mantine', 'notifications', 'esm'),
  };
};

/** The style files of the Mantine parts the sources under `srcDir` render, also inside others. */
export const mantineStyleNamesInUse = (root: string, srcDir: string): Set<string> => {
  const { esmDir, notificationsDir } = paths(root);
  const names = [...sourceFiles(srcDir), ...sourceFiles(notificationsDir)].flatMap((file) =>
    namesImportedFromCore(readFileSync(file, 'utf8')),
  );
  const targets = readBarrel(join(esmDir, 'index.mjs'));
  return stylesReached([...new Set(names)].flatMap((name) => targets.get(name) ?? []));
};

/** Mantine's base stylesheets and the style files `names`, in the order of its whole styles.css. */
export const mantineStylesOf = (root: string, names: Set<string>): string => {
  const { core } = paths(root);
  const whole = readFileSync(join(core, 'styles.css'), 'utf8');
  const parts = [...BASE_FILES, ...[...names].map((name) => `${name}.css`)]
    .filter((file) => existsSync(join(core, 'styles', file)))
    .map((file) => {
      const css = readFileSync(join(core, 'styles', file), 'utf8').trim();
      const at = whole.indexOf(css);
      if (at < 0) throw new Error(`Mantine's ${file} is not part of its styles.css`);
      return { css, at };
    });
  return parts
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
      const { core } = paths(root);
      const unstyled = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const component = MANTINE_CORE.test(id) ? STYLE_MODULE.exec(id)?.[1] : undefined;
          if (
            component &&
            !used.has(component) &&
            existsSync(join(core, 'styles', `${component}.css`))
          )
            unstyled.add(component);
        }
      }
      if (unstyled.size > 0 && used.size > 0) {
        const message = `Mantine components without their styles: ${[...unstyled].join(', ')}`;
        // Printed here too: a later plugin's failure in closeBundle would hide the thrown one.
        console.error(message);
        throw new Error(message);
      }
    },
  };
};
