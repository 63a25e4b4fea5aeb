import { initI18n as initSharedI18n } from '@sinar/client/i18n';
import type { KeyValueStorage } from '@sinar/client/storage';
import { createI18n, type I18n as I18nInstance } from '@sinar/client/translator';
import { isLanguage, type Language } from '@sinar/domain';
import { LANGUAGE_STORAGE_KEY, languageRecord } from './language.ts';

/**
 * Each language's catalog is its own chunk, in two parts (decision 057): the initial part (the login screen, the
 * password change, the frame's errors and pages) loads before the first render; the deferred part (queues,
 * applications, accounts, administration, the audit's vocabulary) loads with the first screen behind the login,
 * through `loadDeferredTexts`. Once it is wanted, a change of language loads both parts at once, so no screen ever
 * shows a raw key. An officer reading Malay never downloads the English texts.
 */
const initialCatalogs: Record<Language, () => Promise<object>> = {
  en: () => import('@sinar/domain/i18n/en-backoffice-initial').then((module) => module.enBackofficeInitial),
  ms: () => import('@sinar/domain/i18n/ms-backoffice-initial').then((module) => module.msBackofficeInitial),
};
const deferredCatalogs: Record<Language, () => Promise<object>> = {
  en: () => import('@sinar/domain/i18n/en-backoffice-deferred').then((module) => module.enBackofficeDeferred),
  ms: () => import('@sinar/domain/i18n/ms-backoffice-deferred').then((module) => module.msBackofficeDeferred),
};
let deferredWanted = false;

async function catalog(language: Language): Promise<object> {
  if (!deferredWanted) return initialCatalogs[language]();
  const [first, rest] = await Promise.all([initialCatalogs[language](), deferredCatalogs[language]()]);
  return { ...first, ...rest };
}

/** The app's one i18n instance. */
export const i18n: I18nInstance = createI18n();

export interface I18nEnvironment {
  /** The page's query string, for the `lang` parameter. */
  readonly search: string;
  readonly storage?: KeyValueStorage;
  /** Replaces the setting of `<html lang>` (the login screen's build renders it in Node, without a document). */
  readonly onLanguage?: (language: Language) => void;
}

/**
 * Resolves the language (query > storage > English) and loads its catalog before the first render
 * (@sinar/client/i18n). A change of language loads the other catalog before it switches, so no screen shows a raw
 * key.
 */
export function initI18n(environment: I18nEnvironment, instance: I18nInstance = i18n): Promise<void> {
  return initSharedI18n(instance, {
    search: environment.search,
    languageRecord: environment.storage
      ? { storage: environment.storage, key: LANGUAGE_STORAGE_KEY }
      : languageRecord,
    loadCatalog: (language, namespace) => (namespace === 'translation' ? catalog(language) : undefined),
    suspense: false,
    ...(environment.onLanguage ? { onLanguage: environment.onLanguage } : {}),
  });
}

/** Adds the deferred texts of the current language (once); the screens behind the login await it. */
export async function loadDeferredTexts(instance: I18nInstance = i18n): Promise<void> {
  deferredWanted = true;
  const language = instance.language;
  if (!isLanguage(language) || !instance.hasResourceBundle(language, 'translation')) return;
  if (instance.getResource(language, 'translation', 'queues') !== undefined) return;
  const rest = await deferredCatalogs[language]();
  instance.addResourceBundle(language, 'translation', rest, true, false);
}
