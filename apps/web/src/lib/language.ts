import type { LanguageRecord } from '@sinar/client/language';
import { local } from '@sinar/client/storage';

/** Spec 000 section 1: the reader's choice of language is kept in local storage under 'lang'. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const languageRecord: LanguageRecord = { storage: local, key: LANGUAGE_STORAGE_KEY };
