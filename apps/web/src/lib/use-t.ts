import type { Language } from '@sinar/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from './i18n.ts';
import { useVariant } from './variant.ts';

/**
 * `useTranslation` with the variant's wording context: under /islamic every `t('loan.amount')` reads
 * `loan.amount_islamic` where the catalog has it and the plain key where it does not. Components never branch on
 * the variant for wording. A call that passes its own `context` (even `undefined`) keeps it, for the rare text that
 * names a fixed product, such as the two product cards.
 */
export function useT<N extends Namespace = 'translation'>(namespace?: N) {
  const { t, i18n } = useTranslation<N>(namespace);
  const context = useVariant().rules.wordingContext;
  const translate = useMemo(() => {
    if (!context) return t;
    const withContext = (key: unknown, options?: unknown) => {
      const given = typeof options === 'object' && options !== null ? options : {};
      const merged = 'context' in given ? given : { ...given, context };
      return (t as (key: unknown, options: unknown) => string)(key, merged);
    };
    return withContext as unknown as typeof t;
  }, [t, context]);
  return { t: translate, i18n, language: i18n.language as Language };
}
