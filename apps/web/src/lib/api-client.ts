import { createApiClient } from '@sinar/client/api-client';
import { currentLanguage } from '@sinar/client/i18n';
import { i18n } from './i18n.ts';

/**
 * The app's one API client (@sinar/client/api-client) with its wording of spec 001 section 8: the response's
 * message, else the error's own message, else 'Operation Failed, ' and the error.
 */
const client = createApiClient({
  language: () => currentLanguage(i18n),
  texts: {
    operationFailed: (error) => i18n.t('errors.operationFailed', { error }),
    noAnswer: (reason) => i18n.t('errors.operationFailed', { error: reason }),
    unexpectedAnswer: () => i18n.t('errors.somethingWentWrong'),
  },
});

export const apiRequest = client.request;
export const errorFromResponse = client.errorFromResponse;
export const setApiAuthentication = client.setAuthentication;
