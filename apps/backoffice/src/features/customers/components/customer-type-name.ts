import { isKnownKey, type Translate } from '@sinar/client/translate';
import type { I18n as I18nInstance } from '@sinar/client/translator';
import type { BackofficeKey } from '@sinar/domain/i18n/en-backoffice';

/** The customer's type in words ('Group staff'); a type the catalog does not name is shown as stored. */
export function customerTypeName(t: Translate<BackofficeKey>, i18n: I18nInstance, type: string): string {
  const key = `customerTypes.${type}`;
  return isKnownKey<BackofficeKey>(i18n, key) ? t(key) : type;
}
