import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Drops the re-export chunks Rolldown writes for lazily imported modules that sit in a group chunk
 * (rolldown/rolldown#9729; Rollup imports the group chunk itself). Each is one line,
 * `export{t as component}from"./program-….js"`, and cost the first screen a request: five of the
 * 27 requests before /u/events painted its program were these, each holding one of the browser's
 * six connections for a round trip. A lazy import of such a chunk now loads the group chunk and
 * picks the names from it, as Rollup does.
 */

const FACADE = /^export\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)";?$/;

interface Facade {
  target: string;
  /** Exported name → the group chunk's name for it. */
  names: [exported: string, local: string][];
}

/** The target and names of a chunk that only re-exports from one other chunk, or undefined. */
export const readFacade = (code: string): Facade | undefined => {
  const match = FACADE.exec(code.trim());
  if (!match) return undefined;
  const [, list = '', target = ''] = match;
  const names = list.split(',').map((part): [string, string] => {
    const [local = '', exported = local] = part.split(/\s+as\s+/).map((name) => name.trim());
    return [exported, local];
  });
  if (names.some(([exported, local]) => !/^[\w$]+$/.test(exported) || !/^[\w$]+$/.test(local)))
    return undefined;
  return { target, names };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `code` with each `import("./facade.js")` importing the group chunk instead. The namespace keeps
 * the facade's names, as getters so that bindings stay live like a module namespace's.
 */
export const importThroughTarget = (code: string, facadeFile: string, facade: Facade): string => {
  const namespace = `m=>({${facade.names
    .map(([exported, local]) => `get ${exported}(){return m.${local}}`)
    .join(',')}})`;
  const lazyImport = new RegExp(`import\\((["\`])\\./${escape(facadeFile)}\\1\\)`, 'g');
  return code.replace(
    lazyImport,
    (_, quote: string) => `import(${quote}./${facade.target}${quote}).then(${namespace})`,
  );
};

const baseName = (fileName: string) => fileName.slice(fileName.lastIndexOf('/') + 1);

interface ManifestEntry {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * The manifest with an entry for each dropped facade's module, naming the group chunk that holds
 * it (as Vite's manifest does for any module with a chunk of its own), so that what reads the
 * manifest (the size budget, the benchmark) still finds a route by its source file.
 */
export const withCollapsedModules = (
  manifest: Record<string, ManifestEntry>,
  collapsed: { src: string; target: string }[],
): Record<string, ManifestEntry> => {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  const added = collapsed
    .filter(({ src }) => !manifest[src])
    .map(({ src, target }): [string, ManifestEntry] => {
      const targetKey = keyOfFile.get(target);
      return [
        src,
        { file: target, src, isDynamicEntry: true, imports: targetKey ? [targetKey] : [] },
      ];
    });
  return { ...manifest, ...Object.fromEntries(added) };
};

export const collapseFacades = (): Plugin => {
  let root = '';
  let collapsed: { src: string; target: string }[] = [];
  return {
    name: 'festival-collapse-facades',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    writeBundle(options) {
      const path = join(options.dir ?? '', '.vite', 'manifest.json');
      if (collapsed.length === 0 || !existsSync(path)) return;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
      writeFileSync(path, JSON.stringify(withCollapsedModules(manifest, collapsed), null, 2));
    },
    generateBundle: {
      // Before Vite writes the preload lists, the HTML and the manifest: they then never see them.
      order: 'pre',
      handler(_options, bundle) {
        collapsed = [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        for (const chunk of chunks) {
          if (chunk.isEntry) continue;
          const facade = readFacade(chunk.code);
          if (!facade) continue;
          const file = baseName(chunk.fileName);
          const staticallyImported = chunks.some((other) => other.imports.includes(chunk.fileName));
          const target = chunks.find((other) => baseName(other.fileName) === facade.target);
          if (staticallyImported || !target) continue;
          for (const importer of chunks) {
            if (!importer.dynamicImports.includes(chunk.fileName)) continue;
            importer.code = importThroughTarget(importer.code, file, facade);
            importer.dynamicImports = [
              ...new Set(
                importer.dynamicImports.map((name) =>
                  name === chunk.fileName ? target.fileName : name,
                ),
              ),
            ];
          }
          delete bundle[chunk.fileName];
          if (chunk.facadeModuleId)
            collapsed.push({ src: relative(root, chunk.facadeModuleId), target: target.fileName });
          const stillUsing = chunks.find(
            (other) => bundle[other.fileName] && other.code.includes(file),
          );
          if (stillUsing)
            this.error(`${stillUsing.fileName} still refers to ${file}, which was dropped`);
        }
      },
    },
  };
};
