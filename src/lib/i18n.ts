import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  type Language,
} from './language';
import { storedLanguage } from './stored-language';

type Texts = Record<string, Record<string, unknown>>;

// One lazy chunk per language (./texts), so a visitor downloads only the language in use.
const textsOf: Record<Language, () => Promise<Texts>> = {
  de: () => import('./texts/de').then((module) => module.default),
  en: () => import('./texts/en').then((module) => module.default),
};
// And one for the pages few people open, loaded by their routes (`loadTexts`).
const routeTextsOf: Record<Language, () => Promise<Texts>> = {
  de: () => import('./texts/de-by-route').then((module) => module.default),
  en: () => import('./texts/en-by-route').then((module) => module.default),
};
// And one for staff-only screens, kept out of the precache (vite.config.ts RUNTIME_ONLY).
const staffTextsOf: Record<Language, () => Promise<Texts>> = {
  de: () => import('./texts/de-staff').then((module) => module.default),
  en: () => import('./texts/en-staff').then((module) => module.default),
};

// Texts of a page that is read online only (the accessibility statement): a chunk of their own
// per language, left out of the precache (vite.config.ts RUNTIME_ONLY).
const onlineTexts = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/accessibility.json',
  { import: 'default' },
);

/** The namespace of a locale file's path. */
export const namespaceOf = (path: string): string | undefined =>
  /\/([\w-]+)\.json$/.exec(path)?.[1];

const findNamespace = (texts: Texts, namespace: string) =>
  Object.entries(texts).find(([path]) => namespaceOf(path) === namespace)?.[1];

const loadNamespace = async (language: string, namespace: string) => {
  if (!isLanguage(language)) throw new Error(`No locale file ${language}/${namespace}`);
  const online = onlineTexts[`../../locales/${language}/${namespace}.json`];
  if (online) return online();
  const found =
    findNamespace(await textsOf[language](), namespace) ??
    findNamespace(await routeTextsOf[language](), namespace) ??
    findNamespace(await staffTextsOf[language](), namespace);
  if (!found) throw new Error(`No locale file ${language}/${namespace}`);
  return found;
};

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadNamespace(language, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const applyDocumentLanguage = (language: string) => {
  document.documentElement.lang = language;
};

/** Loads the stored (or default) language with all its namespaces: no screen paints its keys. */
export const initI18n = async (): Promise<void> => {
  const language = storedLanguage();
  const namespaces = Object.keys(await textsOf[language]()).flatMap(
    (path) => namespaceOf(path) ?? [],
  );
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
};

/**
 * A route's loader: the texts of a page few people open (gate, audit log, legal pages), so the
 * page paints no keys. Also switches along with the language once loaded.
 */
export const loadTexts = async (...namespaces: string[]): Promise<void> => {
  await i18next.loadNamespaces(namespaces);
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
