import type { LanguageTag } from '@estante/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, SUPPORTED_LANGUAGES } from '@estante/contracts';
import i18next, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_CODE_PATTERN,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Namespace,
  SHELL_NAMESPACES,
  translationBundleName,
} from './i18n-config.ts';

export {
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
  type Namespace,
  SHELL_NAMESPACES,
} from './i18n-config.ts';

/** Loads translation namespaces of the current language (already loaded ones cost nothing). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Native names, shown as they are in every interface language so that a visitor always finds their own. */
export const LANGUAGE_NATIVE_NAMES: Record<LanguageTag, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

export function isLanguageTag(value: unknown): value is LanguageTag {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

declare global {
  interface ImportMetaEnv {
    /** Where the translation files are: set by web/vite.config.ts (hashed in a build, the source folder in dev). */
    readonly ESTANTE_LOCALES_URL?: string;
    /** The groups of namespaces the build also writes as one file each (web/vite.config.ts); none in dev. */
    readonly ESTANTE_TRANSLATION_BUNDLES?: readonly (readonly Namespace[])[];
  }
}

const LOCALES_URL = import.meta.env.ESTANTE_LOCALES_URL ?? '/src/locales';
const BUNDLES = import.meta.env.ESTANTE_TRANSLATION_BUNDLES ?? [];

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

function fetchTranslations(language: LanguageTag, file: string): Promise<Record<string, unknown>> {
  return fetch(`${LOCALES_URL}/${language}/${file}.json`).then((response) => {
    if (!response.ok) throw new Error(`Translations ${language}/${file}: HTTP ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  });
}

type ReadCallback = Parameters<BackendModule['read']>[2];
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

type Read = { namespace: Namespace; callback: ReadCallback };

/**
 * Fetches the namespaces i18next asked for in one turn (the shell's at init and the first screen's, which the
 * router asks for right after): wherever a bundle the build wrote holds several of them (the shell's, a first
 * screen's), from that one file, which the page's first-load hints have already asked for; the rest one file each.
 */
function fetchNamespaces(language: LanguageTag, reads: Read[]) {
  let remaining = reads;
  for (;;) {
    const best = BUNDLES.map((group) => ({
      group,
      covered: remaining.filter((read) => group.includes(read.namespace)),
    }))
      .filter(({ covered }) => covered.length > 1)
      .sort((a, b) => b.covered.length - a.covered.length || a.group.length - b.group.length)[0];
    if (!best) break;
    remaining = remaining.filter((read) => !best.covered.includes(read));
    fetchTranslations(language, translationBundleName(best.group)).then(
      (resources) => {
        for (const { namespace, callback } of best.covered) callback(null, resources[namespace] as never);
      },
      (error: unknown) => {
        for (const { callback } of best.covered) callback(asError(error), false);
      },
    );
  }
  for (const { namespace, callback } of remaining) {
    fetchTranslations(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(asError(error), false),
    );
  }
}

/** Reads asked for in the same turn, by language: i18next asks for each namespace of a load one after the other. */
const pendingReads = new Map<LanguageTag, Read[]>();

/**
 * Translations are JSON files fetched on demand (web/vite.config.ts writes them beside the build): a visitor
 * downloads only their own language, and as data rather than script.
 */
const lazyTranslations: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguageTag(language) || !isNamespace(namespace)) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    const pending = pendingReads.get(language);
    if (pending) {
      pending.push({ namespace, callback });
      return;
    }
    pendingReads.set(language, [{ namespace, callback }]);
    queueMicrotask(() => {
      const requests = pendingReads.get(language) ?? [];
      pendingReads.delete(language);
      fetchNamespaces(language, requests);
    });
  },
};

function readQueryLanguage(): string | null {
  return new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage disabled (private mode).
  }
}

/**
 * The visitor's languages, best first: `?lng=`, then the stored choice, then the browser's (spec 000 §9); pt-BR
 * reads as pt (the interface has one variant per language). i18next takes the first supported one. A few lines
 * instead of i18next-browser-languagedetector, which the first page would download for these three lookups.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    if (typeof window === 'undefined') return undefined;
    const found = [readQueryLanguage(), readStoredLanguage(), ...(navigator.languages ?? []), navigator.language];
    return found
      .filter((language): language is string => !!language && LANGUAGE_CODE_PATTERN.test(language))
      .map((language) => language.split(/[-_]/)[0]!.toLowerCase());
  },
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
  },
};

function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/** Loads the visitor's language (query parameter `lng`, then the stored choice, then the browser; default pt). */
export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyTranslations)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Every language has every key (locales.test.ts), so a supported language needs no fallback download;
      // anything else falls back to Portuguese.
      fallbackLng: {
        default: [DEFAULT_LANGUAGE],
        ...Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, []])),
      },
      ns: [...SHELL_NAMESPACES],
      // A first screen's namespaces are asked for together with the shell's (one bundle each): more than i18next's
      // default of ten reads at a time would hold some back for a turn.
      maxParallelReads: NAMESPACES.length,
      // The language is settled within init() rather than on the next tick, so that the first screen can ask for
      // its own namespaces right away: they load at the same time as the shell's (app/app.tsx).
      initAsync: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  applyDocumentLanguage(currentLanguage());
}

/** The interface language in use. */
export function currentLanguage(): LanguageTag {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguageTag(language) ? language : DEFAULT_LANGUAGE;
}

/** Numeric code of the interface language, sent in the `idioma` header (spec 001 §1). */
export function currentLanguageCode(): number {
  return LANGUAGE_CODES[currentLanguage()];
}

/**
 * Stored entries whose content is in the interface language: the information tabs and the search guides
 * (spec 000 §4 "clears stored info tabs, resets search guides"). Features that cache such content in
 * session or local storage use a key starting with one of these prefixes.
 */
export const LANGUAGE_DEPENDENT_STORAGE_PREFIXES = ['estante.infoTabs', 'estante.guides'] as const;

function clearLanguageDependentStorage(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && LANGUAGE_DEPENDENT_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Switches the interface language as the spec asks (spec 000 §4): store the choice, clear the stored info tabs
 * and search guides, then reload the page with `?lng=`, so that every cached server answer (descriptions come
 * in the caller's language) is dropped.
 */
export function switchLanguage(language: LanguageTag): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    clearLanguageDependentStorage(window.localStorage);
    clearLanguageDependentStorage(window.sessionStorage);
  } catch {
    // Storage may be disabled (private mode); the query parameter still carries the choice.
  }
  const url = new URL(window.location.href);
  url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  window.location.assign(url.toString());
}

export { i18next as i18n };
