import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mantineProviderCss } from './build/mantine-provider-css';
import { mantineStyles } from './build/mantine-styles';
import { sizeBudget } from './build/size-budget';
import { PROVIDER_SETTINGS } from './src/app/theme';

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

/**
 * Lazy parts that need the network anyway, cached when used: heavy extras (scanner, photo tools)
 * and the staff's management screens (every one of their calls goes to the server); an attendee's
 * phone does not download them at install. The gate's screens stay: they work offline.
 */
const RUNTIME_ONLY = [
  /^node_modules\/(@zxing|browser-image-compression|pdf-lib)\//,
  /-cropper\.tsx$/,
  /^src\/routes\/_member\/(management|create\.event|user\.create|event\.\$eventId_\.artists)/,
  // Texts of staff-only screens (src/lib/i18n.ts staffTextsOf).
  /^src\/lib\/texts\/(de|en)-staff\.ts$/,
  // Checkout: the bill, placing, paying and the done page each need the server.
  /^src\/routes\/_open\/(checkout|payment\.done)/,
  // The accessibility statement and its texts: read online, like the operator it names.
  /^src\/routes\/u\/accessibility/,
  /^locales\/\w+\/accessibility\.json$/,
  // Friends' management (codes, connecting, plan links) and a shared plan's page need the server;
  // friends' plans themselves show offline in My Timetable, whose chunk stays precached.
  /^src\/routes\/(_member\/friends|u\/plan\.)/,
  /^src\/lib\/scanner\/decode-image\.ts$/,
  // The public changelog of program versions (issue #40) reads the server anyway.
  /^src\/routes\/u\/changes/,
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
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The photo compression worker (with its library) only runs on the way to an upload.
        globIgnores: ['**/node_modules/**/*', '**/image-compression.worker-*.js'],
        manifestTransforms: [dropRuntimeOnly],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    precompress(),
    sizeBudget(),
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
  },
});
