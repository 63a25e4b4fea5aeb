import type { LanguageRecord } from '@sinar/client/language';
import { local } from '@sinar/client/storage';

/** The officer's choice of language, kept in local storage under the back office's own key. */
export const LANGUAGE_STORAGE_KEY = 'backoffice.lang';

export const languageRecord: LanguageRecord = { storage: local, key: LANGUAGE_STORAGE_KEY };
