import { isLanguage, LANGUAGES, type Language } from '@sinar/domain';
import type { BackofficeCatalog } from '@sinar/domain/i18n/en-backoffice';
import i18next, { type BackendModule, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, storeLanguage } from './language.ts';
import { type KeyValueStorage, local } from './storage.ts';

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

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No catalog for ${language}`), false);
      return;
    }
    catalogs[language]().then(
      (resources) => callback(null, resources as Record<string, unknown>),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** The app's one i18next instance. */
export const i18n: I18nInstance = i18next.createInstance();

export interface I18nEnvironment {
  /** The page's query string, for the `lang` parameter. */
  readonly search: string;
  readonly storage?: KeyValueStorage;
}

/**
 * Resolves the language (query > storage > English), keeps `<html lang>` and the stored choice in step with it, and
 * loads its catalog before the first render. A change of language loads the other catalog before it switches, so
 * no screen shows a raw key. Missing keys are console errors outside production, which fails a test.
 */
export async function initI18n(environment: I18nEnvironment, instance: I18nInstance = i18n): Promise<void> {
  const storage = environment.storage ?? local;
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language)) return;
    storeLanguage(storage, language);
    document.documentElement.lang = language;
  });
  await instance
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: resolveLanguage({ search: environment.search, storage }),
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: !import.meta.env.PROD,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`Missing catalog key ${namespace}:${key} (${languages.join(', ')})`);
      },
      react: { useSuspense: false },
    });
}

/** The current language, for the API's `Accept-Language` and dates and amounts. */
export function currentLanguage(instance: I18nInstance = i18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : 'en';
}
