import { isKnownKey, type Translate, type TranslateOptions } from '@sinar/client/translate';
import type { I18n as I18nInstance } from '@sinar/client/translator';
import type { CatalogKey } from '@sinar/domain';

/**
 * The text of a catalog key that arrives as a plain string, such as a zod issue message of the domain's form
 * schemas ('forms.contact.emailRequired'): checked once here against the catalog, and shown as it came otherwise.
 */
export function messageText(
  t: Translate<CatalogKey>,
  i18n: I18nInstance,
  message: string,
  values?: TranslateOptions,
): string {
  return isKnownKey<CatalogKey>(i18n, message) ? t(message, values) : message;
}
