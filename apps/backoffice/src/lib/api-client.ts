import { createApiClient } from '@sinar/client/api-client';
import { currentLanguage } from '@sinar/client/i18n';
import { i18n } from './i18n.ts';

/**
 * The back office's one API client (@sinar/client/api-client). Every call says the reader's language twice
 * (`Accept-Language` and `?lang=`), so the server's `{ message }` arrives already translated and is shown as it
 * came.
 */
const client = createApiClient({
  language: () => currentLanguage(i18n),
  languageInAddress: true,
  texts: {
    operationFailed: (error) => i18n.t('errors.operationFailed', { error }),
    noAnswer: () => i18n.t('errors.network'),
    unexpectedAnswer: () => i18n.t('errors.unexpectedAnswer'),
  },
});

export const apiRequest = client.request;
/** A file's content (a document, an e-KYC image), fetched with the officer's token. */
export const apiBlob = client.blob;
export const setApiAuthentication = client.setAuthentication;
