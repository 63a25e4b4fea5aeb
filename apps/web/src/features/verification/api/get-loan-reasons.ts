import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-list-query-key.ts';
import { useT } from '../../../lib/use-t.ts';

const loanReasonListSchema = z.array(z.object({ code: z.string(), name: z.string() }));

/** The loanReason master list of the product, in the reader's language: the summary names the reason by it. */
export function loanReasonsQueryOptions(variant: Variant, language: Language) {
  return queryOptions({
    queryKey: masterListQueryKey('loanReason', variant, language),
    queryFn: ({ signal }) =>
      apiRequest(`${API_BASES.master}/loanReason/${encodeURIComponent(variant)}`, {
        signal,
        schema: loanReasonListSchema,
      }),
    staleTime: 60 * 60_000,
  });
}

export function useLoanReasons(variant: Variant) {
  const { language } = useT();
  return useQuery(loanReasonsQueryOptions(variant, language));
}
