import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const PREACT_ALIASES = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('../src/lib/react/preact-react.js', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
];

/**
 * React's API over Preact in the build (docs/decisions.md): the app, Mantine, the router and the
 * other React libraries run unchanged on preact/compat, ~60 KiB gzip less on the first load than
 * react-dom. The dev server (for fast refresh) and the unit tests (@testing-library/react drives
 * react-dom) keep React; the end-to-end tests drive the build.
 */
export const preactInBuild = (): Plugin => ({
  name: 'festival-preact-in-build',
  apply: 'build',
  config: () => ({ resolve: { alias: PREACT_ALIASES } }),
});
