import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other: shared pieces move to src/lib or src/api.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; lift the shared piece into src/lib or src/api.',
}));

const noUiInCore = {
  patterns: [
    {
      group: [
        'react',
        'react-dom',
        'react/*',
        '@mantine/*',
        'dexie-react-hooks',
        '@tanstack/react-*',
      ],
      message:
        'src/api, src/offline and sw/ stay free of React and DOM so the worker and server can use them.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'src/routeTree.gen.ts',
      'server/db/migrations/**',
      'e2e/screenshots/**',
      'e2e/.tmp/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.app.json',
          './tsconfig.test.json',
          './tsconfig.sw.json',
          './tsconfig.server.json',
          './tsconfig.node.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./src/api', './src/offline', './src/lib'],
              from: ['./src/features', './src/routes', './src/app'],
              message: 'Imports point one way: routes → features → api/offline/lib.',
            },
            {
              target: './src/features',
              from: './src/routes',
              message: 'Features do not import routes.',
            },
            {
              target: './server',
              from: './src',
              // The calendar feed builds its .ics with the app's own builder and Berlin time rules;
              // the PDF's QR codes take the app's scannable mask.
              except: [
                './api/contract',
                './lib/ics.ts',
                './lib/berlin-time.ts',
                './lib/language.ts',
                './lib/scannable-qr.ts',
              ],
              message: 'The server imports only src/api/contract (and the listed rules) from src/.',
            },
            { target: './src', from: './server', message: 'The app never imports server code.' },
            {
              target: './sw',
              from: ['./src/features', './src/routes', './src/app'],
              message: 'The worker imports only src/offline, src/api and src/lib.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // TanStack Router guards throw redirect() and notFound() by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/offline/**', 'sw/**'],
    rules: { 'no-restricted-imports': ['error', noUiInCore] },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
