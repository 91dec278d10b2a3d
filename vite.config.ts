import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { collapseFacades } from './build/collapse-facades';
import { criticalChunks } from './build/critical-chunks';
import { mantineProviderCss } from './build/mantine-provider-css';
import { mantineStyles } from './build/mantine-styles';
import { preactInBuild } from './build/preact-aliases';
import { PROVIDER_SETTINGS } from './src/app/theme';
import { routePreload } from './build/route-preload';
import { LANGUAGES } from './src/lib/language';
import STARTUP_NAMESPACES from './src/lib/startup-namespaces.json';

let outDir = 'dist';

/** Writes .br and .gz beside each text asset; the server sends them (@fastify/static preCompressed). */
const precompress = (): Plugin => {
  return {
    name: 'festival-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: async () => {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files.filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f))) {
        const body = await readFile(join(outDir, file));
        if (body.length < 1024) continue;
        await writeFile(join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }));
        const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
        await writeFile(join(outDir, `${file}.br`), brotliCompressSync(body, { params: quality }));
      }
    },
  };
};

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Heavy lazy extras that need the network anyway (scanner, photo tools): cached when used. */
const RUNTIME_ONLY = [
  /^node_modules\/(@zxing|browser-image-compression|pdf-lib)\//,
  /-cropper\.tsx$/,
];

/** Precache entries without the RUNTIME_ONLY chunks and the chunks only they import. */
const dropRuntimeOnly = async <T extends { url: string }>(entries: T[]) => {
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunks = Object.entries(manifest);
  const skipped = new Set(
    chunks.filter(([, c]) => RUNTIME_ONLY.some((r) => r.test(c.src ?? ''))).map(([k]) => k),
  );
  const usedElsewhere = (key: string) =>
    chunks.some(
      ([k, c]) =>
        !skipped.has(k) && [...(c.imports ?? []), ...(c.dynamicImports ?? [])].includes(key),
    );
  for (const key of [...skipped]) {
    for (const imported of manifest[key]?.imports ?? []) {
      if (!usedElsewhere(imported)) skipped.add(imported);
    }
  }
  const files = new Set(
    [...skipped].flatMap((key) => [manifest[key]?.file ?? '', ...(manifest[key]?.css ?? [])]),
  );
  return { manifest: entries.filter((entry) => !files.has(entry.url)), warnings: [] };
};

// The first screens get a few chunks instead of dozens (build/critical-chunks.ts): the member
// shell; the program, which /events, /program and the public /u/events show; an event's page
// (/event/{id}, /u/event/{id}); and the shop (/shop, /u/shop). The public pages' layout (/u) is
// a root of all three, so it lands in `ui` with what they share, not in two requests of its own.
const firstLoadChunks = criticalChunks([
  { name: 'shell', roots: /[\\/]src[\\/]routes[\\/]_member\.tsx\?tsr-split=component$/ },
  {
    name: 'program',
    roots:
      /[\\/]src[\\/](routes[\\/](_member[\\/](events|program)|u[\\/]events|u)\.tsx\?tsr-split=component|features[\\/]program[\\/](stored-events-preload|early-events)\.ts)$/,
  },
  {
    name: 'event',
    roots:
      /[\\/]src[\\/]routes[\\/]((_member|u)[\\/]event\.\$eventId|u)\.tsx\?tsr-split=component$/,
    side: true,
  },
  {
    name: 'shop',
    roots: /[\\/]src[\\/]routes[\\/]((_open|u)[\\/]shop|u)\.tsx\?tsr-split=component$/,
    side: true,
  },
]);

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    mantineStyles(fileURLToPath(new URL('.', import.meta.url)), () =>
      mantineProviderCss(PROVIDER_SETTINGS),
    ),
    react(),
    preactInBuild(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/locales/**'],
        manifestTransforms: [dropRuntimeOnly],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    precompress(),
    firstLoadChunks.plugin,
    collapseFacades(),
    routePreload({
      root: fileURLToPath(new URL('.', import.meta.url)),
      languages: LANGUAGES,
      startupNamespaces: STARTUP_NAMESPACES,
      startModules: ['src/app/framework.ts', 'src/app/start.tsx'],
    }),
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // One stylesheet (docs/decisions.md): per-chunk CSS made the first screen fetch four files,
    // each holding one of the six connections for a round trip, to save 2.7 KiB gzip.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunks.groups } } },
  },
});
