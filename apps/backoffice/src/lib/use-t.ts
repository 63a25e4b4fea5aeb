import type { Language } from '@sinar/domain';
import { useTranslation } from 'react-i18next';

/** The catalog's texts and the reader's language, which dates and amounts follow too. */
export function useT() {
  const { t, i18n } = useTranslation();
  return { t, i18n, language: (i18n.resolvedLanguage ?? i18n.language) as Language };
}
