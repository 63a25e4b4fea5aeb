import { isLanguage } from '@sinar/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { languageFromSearch } from './language.ts';
import { useTranslation } from './translator-react.tsx';

/** A link that carries `?lang=ms` switches the language, also within the app. */
export function useLanguageFromAddress(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const requested = languageFromSearch(search);
    if (isLanguage(requested) && requested !== i18n.language) void i18n.changeLanguage(requested);
  }, [search, i18n]);
}
