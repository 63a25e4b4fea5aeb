import {
  type Language,
  MASTER_PATHS,
  type MasterListItem,
  masterListSchema,
  type Variant,
  type VariantMasterListName,
} from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { useT } from './use-t.ts';

/**
 * GET master {list}/{variant}: one of a variant's master lists, each item with what its list carries (the loan
 * reasons' `isOther`, the banks' account number lengths), parsed with the domain's one schema of that list. Several
 * features read the same lists (the loan reasons: the eligibility check, the application form, the summary), so the
 * fetcher and the query key are made here, once: whichever page loads a list first, the others read the same items.
 */
export function fetchMasterList<L extends VariantMasterListName>(
  list: L,
  variant: Variant,
  signal?: AbortSignal,
): Promise<MasterListItem<L>[]> {
  return apiRequest(MASTER_PATHS.list(list, variant), { signal, schema: masterListSchema(list) });
}

/** The query key of a master list in the reader's language (the videos' lists, one per language, use it too). */
export function masterListQueryKey(list: string, variant: Variant, language: Language) {
  return ['master', list, variant, language] as const;
}

export function masterListQueryOptions<L extends VariantMasterListName>(
  list: L,
  variant: Variant,
  language: Language,
) {
  return queryOptions({
    queryKey: masterListQueryKey(list, variant, language),
    queryFn: ({ signal }) => fetchMasterList(list, variant, signal),
    staleTime: 60 * 60_000,
  });
}

/** The list in the reader's language: switching language loads it again. */
export function useMasterList<L extends VariantMasterListName>(list: L, variant: Variant) {
  const { language } = useT();
  return useQuery(masterListQueryOptions(list, variant, language));
}
