import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';
import type { KeyValueStorage } from './storage.ts';

/** English by default; a `lang` query parameter overrides; the choice is kept in storage under the app's key. */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** Where the reader's choice is kept: the app's key in its storage. */
export interface LanguageRecord {
  readonly storage: KeyValueStorage;
  readonly key: string;
}

export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  return isLanguage(value) ? value : null;
}

/** The query parameter wins over the stored choice, which wins over the default. */
export function resolveLanguage(search: string, record: LanguageRecord): Language {
  const fromQuery = languageFromSearch(search);
  if (fromQuery) return fromQuery;
  const stored = record.storage.getItem(record.key);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(record: LanguageRecord, language: string): void {
  if (isLanguage(language)) record.storage.setItem(record.key, language);
}
