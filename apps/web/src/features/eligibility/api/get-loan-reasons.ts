import { API_BASES, type Language, type Variant } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { masterListQueryKey } from '../../../lib/master-list-query-key.ts';
import { useT } from '../../../lib/use-t.ts';

/** The loan reasons of a brand (GET master loanReason/{company}), in the reader's language; one is 'other'. */
const loanReasonListSchema = z.array(z.object({ code: z.string(), name: z.string(), isOther: z.boolean() }));
export type LoanReason = z.infer<typeof loanReasonListSchema>[number];

export function getLoanReasons(brand: Variant, signal?: AbortSignal): Promise<LoanReason[]> {
  return apiRequest(`${API_BASES.master}/loanReason/${encodeURIComponent(brand)}`, {
    schema: loanReasonListSchema,
    signal,
  });
}

export function loanReasonsQueryOptions(brand: Variant, language: Language) {
  return queryOptions({
    queryKey: masterListQueryKey('loanReason', brand, language),
    queryFn: ({ signal }) => getLoanReasons(brand, signal),
    staleTime: 60 * 60_000,
  });
}

export function useLoanReasons(brand: Variant) {
  const { language } = useT();
  return useQuery(loanReasonsQueryOptions(brand, language));
}
