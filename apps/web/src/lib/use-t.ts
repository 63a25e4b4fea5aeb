import type { Translate } from '@sinar/client/translate';
import { useTranslation } from '@sinar/client/translator-react';
import type { CatalogKey, Language } from '@sinar/domain';
import type { ContentKey } from '@sinar/domain/i18n/en-content';
import type { JourneyKey } from '@sinar/domain/i18n/en-journey';
import { useMemo } from 'react';
import type { Namespace } from './i18n.ts';
import { useVariant } from './variant.ts';

/** The keys each namespace holds. */
interface NamespaceKeys {
  readonly translation: CatalogKey;
  readonly content: ContentKey;
  readonly journey: JourneyKey;
}

/**
 * `useTranslation` with the variant's wording context: under /islamic every `t('loan.amount')` reads
 * `loan.amount_islamic` where the catalog has it and the plain key where it does not. Components never branch on
 * the variant for wording. A call that passes its own `context` (even `undefined`) keeps it, for the rare text that
 * names a fixed product, such as the two product cards. `t` takes the namespace's keys only.
 */
export function useT<N extends Namespace = 'translation'>(namespace?: N) {
  const { t, i18n } = useTranslation(namespace);
  const context = useVariant().rules.wordingContext;
  const translate = useMemo(() => {
    const read = t as unknown as Translate<string>;
    if (!context) return read;
    return (key: string, options?: Readonly<Record<string, unknown>>) =>
      read(key, options && 'context' in options ? options : { ...options, context });
  }, [t, context]);
  return { t: translate as Translate<NamespaceKeys[N]>, i18n, language: i18n.language as Language };
}
