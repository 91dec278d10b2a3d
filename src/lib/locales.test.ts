import { describe, expect, it } from 'vitest';

// Every locale file, keyed by path like '../../locales/de/auth.json'.
const files = import.meta.glob<unknown>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const localeFiles = Object.entries(files).map(([path, content]) => {
  const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace, content };
});
const languages = [...new Set(localeFiles.map((file) => file.language))].sort();
const namespacesOf = (language: string) =>
  localeFiles
    .filter((file) => file.language === language)
    .map((file) => file.namespace)
    .sort();

/** Flattens `{ a: { b: 'x' } }` to `{ 'a.b': 'x' }`; non-string leaves stay as they are. */
const flatten = (value: unknown, prefix = ''): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, child]) =>
          Object.entries(flatten(child, prefix ? `${prefix}.${key}` : key)),
        ),
      )
    : { [prefix]: value };

const load = (language: string, namespace: string): Record<string, unknown> =>
  flatten(
    localeFiles.find((file) => file.language === language && file.namespace === namespace)?.content,
  );

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : [];

describe('locales', () => {
  it('ship German and English with the same namespaces', () => {
    expect(languages).toEqual(['de', 'en']);
    expect(namespacesOf('en')).toEqual(namespacesOf('de'));
    expect(namespacesOf('de')).toEqual(
      expect.arrayContaining(['auth', 'common', 'errors', 'home', 'nav']),
    );
  });

  describe.each(namespacesOf('de').map((namespace) => [namespace]))('namespace %s', (namespace) => {
    const de = load('de', namespace);
    const en = load('en', namespace);

    it('has every German key in English and vice versa', () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    });

    it('has only non-empty texts', () => {
      for (const [key, text] of [...Object.entries(de), ...Object.entries(en)]) {
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    });

    it('uses the same placeholders in both languages', () => {
      for (const key of Object.keys(de)) {
        expect(placeholders(en[key]), key).toEqual(placeholders(de[key]));
      }
    });
  });
});

// The whole app's code: every literal key it asks for must exist in German (and so, by the
// parity test, in English).
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!../routeTree.gen.ts'],
  { eager: true, query: '?raw', import: 'default' },
);

describe('translation keys used in code', () => {
  const exists = (namespace: string, key: string) => {
    const keys = load('de', namespace);
    return key in keys || `${key}_other` in keys;
  };

  it.each(Object.entries(sources))('exist for %s', (_, code) => {
    const defaultNamespace = /useTranslation\(\s*\[?\s*'([\w-]+)'/.exec(code)?.[1] ?? 'common';
    const used = [...code.matchAll(/\bt\(\s*'([\w.:-]+)'/g)].map((match) => match[1] ?? '');
    const missing = used.filter((full) => {
      const [namespace = '', key = ''] = full.includes(':')
        ? full.split(':')
        : [defaultNamespace, full];
      return !exists(namespace, key);
    });
    expect(missing).toEqual([]);
  });
});
