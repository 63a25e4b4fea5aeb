import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';

/** The application form keeps codes of the master lists; the officer reads their names. */
export const MASTER_LISTS = ['employeeType', 'relationship', 'loanReason', 'bank'] as const;
export type MasterList = (typeof MASTER_LISTS)[number];

const listSchema = z.array(z.object({ code: z.string(), name: z.string() }));

/** GET master {list}/{company}: a public call, so no officer token goes with it. */
export function getMasterList(list: MasterList, brand: Variant, signal?: AbortSignal) {
  return apiRequest(`${API_BASES.master}/${list}/${encodeURIComponent(brand)}`, {
    signal,
    schema: listSchema,
    anonymous: true,
  });
}

/** A list in the reader's language: switching language loads it again. */
export function masterListQueryOptions(list: MasterList, brand: Variant, language: Language) {
  return queryOptions({
    queryKey: ['master', list, brand, language] as const,
    queryFn: ({ signal }) => getMasterList(list, brand, signal),
    staleTime: 60 * 60_000,
  });
}

/** The name of a code in the reader's language; the code itself while the list loads or if it is not there. */
export function useMasterNames(brand: Variant) {
  const { language } = useT();
  const results = useQueries({
    queries: MASTER_LISTS.map((list) => masterListQueryOptions(list, brand, language)),
  });
  return (list: MasterList, code: string | undefined): string | undefined => {
    if (code === undefined || code === '') return undefined;
    const items = results[MASTER_LISTS.indexOf(list)]?.data;
    return items?.find((item) => item.code === code)?.name ?? code;
  };
}
