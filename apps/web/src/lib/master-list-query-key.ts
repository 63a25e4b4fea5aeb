import type { Language, Variant } from '@sinar/domain';

/**
 * The query key of a master list (GET master {list}/{variant}) in the reader's language. Several features read the
 * same lists (the loan reasons: eligibility, the form, the summary), so the key is made here, once.
 */
export function masterListQueryKey(list: string, variant: Variant, language: Language) {
  return ['master', list, variant, language] as const;
}
