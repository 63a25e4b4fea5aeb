import { initI18n as initSharedI18n } from '@sinar/client/i18n';
import type { KeyValueStorage } from '@sinar/client/storage';
import type { Language } from '@sinar/domain';
import type { BackofficeCatalog } from '@sinar/domain/i18n/en-backoffice';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { LANGUAGE_STORAGE_KEY, languageRecord } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: BackofficeCatalog };
  }
}

/** Each language's catalog is its own chunk: an officer reading Malay never downloads the English texts. */
const catalogs: Record<Language, () => Promise<object>> = {
  en: () => import('@sinar/domain/i18n/en-backoffice').then((module) => module.enBackoffice),
  ms: () => import('@sinar/domain/i18n/ms-backoffice').then((module) => module.msBackoffice),
};

/** The app's one i18next instance. */
export const i18n: I18nInstance = i18next.createInstance();

export interface I18nEnvironment {
  /** The page's query string, for the `lang` parameter. */
  readonly search: string;
  readonly storage?: KeyValueStorage;
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
    loadCatalog: (language, namespace) => (namespace === 'translation' ? catalogs[language]() : undefined),
    suspense: false,
  });
}
