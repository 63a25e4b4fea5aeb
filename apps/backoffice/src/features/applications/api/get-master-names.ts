import {
  type Language,
  MASTER_PATHS,
  type MasterListItem,
  masterListSchema,
  type Variant,
} from '@sinar/domain';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';

/** The application form keeps codes of the master lists; the officer reads their names. */
export const MASTER_LISTS = ['employeeType', 'relationship', 'loanReason', 'bank'] as const;
export type MasterList = (typeof MASTER_LISTS)[number];

/** GET master {list}/{variant}: a public call, so no officer token goes with it. */
export function getMasterList<L extends MasterList>(
  list: L,
  variant: Variant,
  signal?: AbortSignal,
): Promise<MasterListItem<L>[]> {
  return apiRequest(MASTER_PATHS.list(list, variant), {
    signal,
    schema: masterListSchema(list),
    anonymous: true,
  });
}

/** A list in the reader's language: switching language loads it again. */
export function masterListQueryOptions(list: MasterList, variant: Variant, language: Language) {
  return queryOptions({
    queryKey: ['master', list, variant, language] as const,
    queryFn: ({ signal }) => getMasterList(list, variant, signal),
    staleTime: 60 * 60_000,
  });
}

/** The name of a code in the reader's language; the code itself while the list loads or if it is not there. */
export function useMasterNames(variant: Variant) {
  const { language } = useT();
  const results = useQueries({
    queries: MASTER_LISTS.map((list) => masterListQueryOptions(list, variant, language)),
  });
  return (list: MasterList, code: string | undefined): string | undefined => {
    if (code === undefined || code === '') return undefined;
    const items = results[MASTER_LISTS.indexOf(list)]?.data;
    return items?.find((item) => item.code === code)?.name ?? code;
  };
}
