import { API_BASES, type Brand } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/use-t.ts';

/** The loan reasons of a brand (GET master loanReason/{company}), in the reader's language; one is 'other'. */
const loanReasonListSchema = z.array(z.object({ code: z.string(), name: z.string(), isOther: z.boolean() }));
export type LoanReason = z.infer<typeof loanReasonListSchema>[number];

export function getLoanReasons(brand: Brand, signal?: AbortSignal): Promise<LoanReason[]> {
  return apiRequest(`${API_BASES.master}/loanReason/${encodeURIComponent(brand)}`, {
    schema: loanReasonListSchema,
    signal,
  });
}

export function useLoanReasons(brand: Brand) {
  const { language } = useT();
  return useQuery({
    queryKey: ['master', 'loanReason', brand, language],
    queryFn: ({ signal }) => getLoanReasons(brand, signal),
    staleTime: 60 * 60_000,
  });
}
