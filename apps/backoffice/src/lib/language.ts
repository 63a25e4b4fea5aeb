import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sinar/domain';
import type { KeyValueStorage } from './storage.ts';

/** English by default; a `lang` query parameter overrides; the choice is kept in storage. */
export const LANGUAGE_QUERY_PARAM = 'lang';
export const LANGUAGE_STORAGE_KEY = 'backoffice.lang';

export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  return isLanguage(value) ? value : null;
}

export function resolveLanguage(input: { search: string; storage: KeyValueStorage }): Language {
  const fromQuery = languageFromSearch(input.search);
  if (fromQuery) return fromQuery;
  const stored = input.storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: KeyValueStorage, language: string): void {
  if (isLanguage(language)) storage.setItem(LANGUAGE_STORAGE_KEY, language);
}
