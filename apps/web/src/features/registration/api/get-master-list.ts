import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-list-query-key.ts';
import { useT } from '../../../lib/use-t.ts';

/** The registration form's lists (spec 000 section 3), each item with a code and a name in the reader's language. */
export type MasterListName = 'race' | 'grossSalaryRange';

const masterListSchema = z.array(z.object({ code: z.string(), name: z.string() }));
export type MasterListItem = z.infer<typeof masterListSchema>[number];

export function getMasterList(
  list: MasterListName,
  brand: Variant,
  signal?: AbortSignal,
): Promise<MasterListItem[]> {
  return apiRequest(`${API_BASES.master}/${list}/${encodeURIComponent(brand)}`, {
    schema: masterListSchema,
    signal,
  });
}

export function masterListQueryOptions(list: MasterListName, brand: Variant, language: Language) {
  return queryOptions({
    queryKey: masterListQueryKey(list, brand, language),
    queryFn: ({ signal }) => getMasterList(list, brand, signal),
    staleTime: 60 * 60_000,
  });
}

/** The list in the reader's language: switching language loads it again. */
export function useMasterList(list: MasterListName, brand: Variant) {
  const { language } = useT();
  return useQuery(masterListQueryOptions(list, brand, language));
}
