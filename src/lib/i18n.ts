import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from './language';
import { nextTask } from './next-task';
import STARTUP_NAMESPACES from './startup-namespaces.json';
import { storedLanguage } from './stored-language';

type Resource = Record<string, unknown>;

// One lazy chunk per language and area, so a visitor downloads only the language in use; the
// startup namespaces of a language come in one chunk of their own (./startup-texts).
const loaders = import.meta.glob<Resource>(
  ['../../locales/*/*.json', '!../../locales/*/{common,errors,event,nav,program,pwa}.json'],
  { import: 'default' },
);
const startupTexts: Record<string, () => Promise<Record<string, Resource>>> = {
  de: () => import('./startup-texts/de').then((module) => module.default),
  en: () => import('./startup-texts/en').then((module) => module.default),
};

/** The namespace of a locale file's path. */
export const namespaceOf = (path: string): string | undefined =>
  /\/([\w-]+)\.json$/.exec(path)?.[1];

const fileOf = (language: string, namespace: string) =>
  `../../locales/${language}/${namespace}.json`;

// Texts only the server uses (e-mails): the browser never loads them.
const SERVER_ONLY_NAMESPACES = new Set(['mail', 'order-mail']);

/** Every namespace German ships for the browser; the parity test keeps English in step. */
export const NAMESPACES = [
  ...STARTUP_NAMESPACES,
  ...Object.keys(loaders)
    .filter((path) => path.includes('/locales/de/'))
    .map(namespaceOf)
    .filter((namespace): namespace is string => namespace !== undefined)
    .filter((namespace) => !SERVER_ONLY_NAMESPACES.has(namespace)),
].sort();

const loadResource = (language: string, namespace: string): Promise<Resource> | undefined => {
  if (STARTUP_NAMESPACES.includes(namespace)) {
    return startupTexts[language]?.().then((texts) => {
      const resource = Object.entries(texts).find(([path]) => namespaceOf(path) === namespace)?.[1];
      if (!resource) throw new Error(`No startup texts ${language}/${namespace}`);
      return resource;
    });
  }
  return loaders[fileOf(language, namespace)]?.();
};

/**
 * The app shell and the program need these before their first paint (bench/lib/bundle.mjs reads
 * the same list). The first route's own namespaces load with them (build/route-preload.ts finds
 * them); the others follow right after the first paint.
 */
export { STARTUP_NAMESPACES };

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const loading = loadResource(language, namespace);
    if (!loading) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    loading.then(
      (resource) => callback(null, resource),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};

/**
 * Loads the stored (or default) language with `namespaces` (the startup ones and the first
 * route's own), so no screen paints its keys; `loadRemainingNamespaces` brings the rest.
 */
export const initI18n = async (
  namespaces: readonly string[] = STARTUP_NAMESPACES,
): Promise<void> => {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // Named, although they are i18next's defaults: with the separators left implicit, every
      // t() call first tests whether its key reads as natural language (a regular expression
      // per call, about a tenth of the program's first render).
      keySeparator: '.',
      nsSeparator: ':',
      react: { useSuspense: false },
      // Ask for the locale files now, not a task later (after the entry's long evaluation).
      initAsync: false,
    });
};

/**
 * The namespaces left out at startup; called once the first screen has painted. Each file is
 * asked for in a task of its own, all of them loading at once: a new page's first requests cost
 * a few ms each, and the 15 asked for together were one task of 50 ms here.
 */
export const loadRemainingNamespaces = async (): Promise<void> => {
  const startup = new Set<string>(STARTUP_NAMESPACES);
  const loading: Promise<unknown>[] = [];
  for (const namespace of NAMESPACES.filter((name) => !startup.has(name))) {
    await nextTask();
    loading.push(i18next.loadNamespaces(namespace));
  }
  await Promise.all(loading);
};

export const currentLanguage = (): Language => {
  const language = i18next.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

/** Calls `listener` with every later switch of language. */
export const onLanguageChange = (listener: (language: Language) => void): void => {
  i18next.on('languageChanged', (language) => {
    if (isLanguage(language)) listener(language);
  });
};

/** Switches language and remembers the choice for the next visit. */
export const setLanguage = async (language: Language): Promise<void> => {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the switch still applies to this visit.
  }
  await i18next.changeLanguage(language);
};
