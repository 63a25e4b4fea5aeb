import type { Translate } from '@sinar/client/translate';
import { useTranslation } from '@sinar/client/translator-react';
import type { Language } from '@sinar/domain';
import type { BackofficeKey } from '@sinar/domain/i18n/en-backoffice';

/** The catalog's texts, by the back office's keys only, and the reader's language, which dates and amounts follow. */
export function useT() {
  const { t, i18n } = useTranslation();
  return {
    t: t as unknown as Translate<BackofficeKey>,
    i18n,
    language: (i18n.resolvedLanguage ?? i18n.language) as Language,
  };
}
