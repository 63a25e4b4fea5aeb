import { initI18n as initSharedI18n } from '@sinar/client/i18n';
import type { KeyValueStorage } from '@sinar/client/storage';
import { createI18n, type I18n as I18nInstance } from '@sinar/client/translator';
import { isLanguage, type Language } from '@sinar/domain';
import { LANGUAGE_STORAGE_KEY, languageRecord } from './language.ts';
import { importWithReload } from './lazy-reload.ts';

/**
 * Three namespaces: `translation` holds the short texts every page needs (loaded before the first render), `content`
 * the long page texts (about, FAQ, legal, privacy) and `journey` the application journey's screens, each loaded only
 * by the routes that show them, so the landing page does not carry them.
 */
export type Namespace = 'translation' | 'content' | 'journey';

const catalogs: Record<Namespace, Record<Language, () => Promise<object>>> = {
  translation: {
    en: () =>
      withDeferredTexts(
        'en',
        import('@sinar/domain/i18n/en-initial').then((module) => module.enInitial),
      ),
    ms: () =>
      withDeferredTexts(
        'ms',
        import('@sinar/domain/i18n/ms-initial').then((module) => module.msInitial),
      ),
  },
  content: {
    en: () => import('@sinar/domain/i18n/en-content').then((module) => module.enContent),
    ms: () => import('@sinar/domain/i18n/ms-content').then((module) => module.msContent),
  },
  journey: {
    en: () => import('@sinar/domain/i18n/en-journey').then((module) => module.enJourney),
    ms: () => import('@sinar/domain/i18n/ms-journey').then((module) => module.msJourney),
  },
};

/**
 * The short texts come in two parts (@sinar/domain/i18n/en.ts): the initial part is all the landing page and the site's
 * frame need; the deferred part (validation, uploads, eligibility, status, application, e-KYC) loads with the first
 * lazily loaded page, through `loadDeferredTexts`. Once it is wanted, a change of language loads both parts at once,
 * so no screen ever shows a missing text.
 */
const deferredCatalogs: Record<Language, () => Promise<object>> = {
  en: () => import('@sinar/domain/i18n/en-deferred').then((module) => module.enDeferred),
  ms: () => import('@sinar/domain/i18n/ms-deferred').then((module) => module.msDeferred),
};
let deferredWanted = false;

async function withDeferredTexts(language: Language, initial: Promise<object>): Promise<object> {
  if (!deferredWanted) return initial;
  const [first, rest] = await Promise.all([initial, importWithReload(deferredCatalogs[language])]);
  return { ...first, ...rest };
}

/** Adds the deferred short texts of the current language (once); lazily loaded pages and dialogs await it. */
export async function loadDeferredTexts(instance: I18nInstance = i18n): Promise<void> {
  deferredWanted = true;
  const language = instance.language;
  if (!isLanguage(language) || instance.hasResourceBundle(language, 'translation') === false) return;
  if (instance.getResource(language, 'translation', 'status') !== undefined) return;
  const rest = await importWithReload(deferredCatalogs[language]);
  instance.addResourceBundle(language, 'translation', rest, true, false);
}

/** The app's one i18n instance. */
export const i18n: I18nInstance = createI18n();

export interface I18nEnvironment {
  /** The page's query string, for the `lang` parameter. */
  readonly search: string;
  readonly storage?: KeyValueStorage;
  /** Receives the language whenever it changes; sets `<html lang>` unless told otherwise. */
  readonly onLanguage?: (language: Language) => void;
}

/**
 * Resolves the language (query > storage > English), stores it, and loads its short-text catalog before the first
 * render (@sinar/client/i18n); each namespace and language loads as its own chunk, reloading the page once if that
 * fails.
 */
export function initI18n(environment: I18nEnvironment, instance: I18nInstance = i18n): Promise<void> {
  return initSharedI18n(instance, {
    search: environment.search,
    languageRecord: environment.storage
      ? { storage: environment.storage, key: LANGUAGE_STORAGE_KEY }
      : languageRecord,
    loadCatalog: (language, namespace) => {
      const load = catalogs[namespace as Namespace]?.[language];
      return load ? importWithReload(load) : undefined;
    },
    suspense: true,
    onLanguage: environment.onLanguage,
  });
}

/** Route loaders call this so a page's long texts are in place before it renders (no loading flash). */
export function loadContentCatalog(instance: I18nInstance = i18n): Promise<void> {
  return instance.loadNamespaces('content');
}

/** The journey's route loaders call this before their screens render: `useT('journey')`. */
export function loadJourneyCatalog(instance: I18nInstance = i18n): Promise<void> {
  return instance.loadNamespaces('journey');
}
