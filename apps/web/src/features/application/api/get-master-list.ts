import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-list-query-key.ts';
import { useT } from '../../../lib/use-t.ts';

/** The application form's lists (GET master {list}/{company}), each item with a code and a name. */
const item = z.object({ code: z.string(), name: z.string() });
const LIST_SCHEMAS = {
  employeeType: z.array(item),
  relationship: z.array(item),
  loanReason: z.array(item.extend({ isOther: z.boolean() })),
  bank: z.array(item.extend({ accountNumberLengths: z.array(z.number().int()) })),
} as const;
export type ApplicationListName = keyof typeof LIST_SCHEMAS;
export type ApplicationListItem<L extends ApplicationListName> = z.infer<(typeof LIST_SCHEMAS)[L]>[number];

export function getMasterList<L extends ApplicationListName>(
  list: L,
  brand: Variant,
  signal?: AbortSignal,
): Promise<ApplicationListItem<L>[]> {
  return apiRequest(`${API_BASES.master}/${list}/${encodeURIComponent(brand)}`, {
    schema: LIST_SCHEMAS[list] as unknown as z.ZodType<ApplicationListItem<L>[]>,
    signal,
  });
}

export function masterListQueryOptions<L extends ApplicationListName>(
  list: L,
  brand: Variant,
  language: Language,
) {
  return queryOptions({
    queryKey: masterListQueryKey(list, brand, language),
    queryFn: ({ signal }) => getMasterList(list, brand, signal),
    staleTime: 60 * 60_000,
  });
}

/** The list in the reader's language: switching language loads it again. */
export function useMasterList<L extends ApplicationListName>(list: L, brand: Variant) {
  const { language } = useT();
  return useQuery(masterListQueryOptions(list, brand, language));
}
