import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@sinar/domain';
import { type LanguageRecord, resolveLanguage, storeLanguage } from './language.ts';
import type { I18n } from './translator.ts';
import { setDefaultI18n } from './translator-react.tsx';

/** Loads one namespace's catalog in one language (a dynamic import: each is its own chunk); undefined if none. */
export type CatalogLoader = (language: Language, namespace: string) => Promise<object> | undefined;

export interface I18nSetup {
  /** The page's query string, for the `lang` parameter. */
  readonly search: string;
  /** Where the reader's choice is kept. */
  readonly languageRecord: LanguageRecord;
  readonly loadCatalog: CatalogLoader;
  /** Whether components suspend while a namespace loads (the app then shows a fallback). */
  readonly suspense: boolean;
  /** Receives the language whenever it changes; sets `<html lang>` unless told otherwise. */
  readonly onLanguage?: (language: Language) => void;
}

export function setDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Resolves the language (query > storage > English), keeps the stored choice and `<html lang>` in step with it,
 * and loads its `translation` catalog before the first render. Each language is complete (the domain's catalog
 * test), so a reader of one never downloads the other. Missing keys are console errors outside production, which
 * fails a test.
 */
export async function initI18n(instance: I18n, setup: I18nSetup): Promise<void> {
  const onLanguage = setup.onLanguage ?? setDocumentLanguage;
  instance.on('languageChanged', (language) => {
    if (!isLanguage(language)) return;
    storeLanguage(setup.languageRecord, language);
    onLanguage(language);
  });
  setDefaultI18n(instance);
  await instance.init({
    lng: resolveLanguage(setup.search, setup.languageRecord),
    supportedLngs: LANGUAGES,
    ns: ['translation'],
    load: (language, namespace) =>
      isLanguage(language) ? setup.loadCatalog(language, namespace) : undefined,
    missingKeyHandler: import.meta.env.PROD
      ? undefined
      : (languages, namespace, key) => {
          console.error(`Missing catalog key ${namespace}:${key} (${languages.join(', ')})`);
        },
    suspense: setup.suspense,
  });
}

/** The instance's language, for the API's `Accept-Language`, dates and amounts. */
export function currentLanguage(instance: I18n): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
