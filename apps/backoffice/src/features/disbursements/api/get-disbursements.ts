import { AGREEMENT_BACKOFFICE_PATHS, type DisbursementQueue, disbursementQueueSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The agreements waiting for their payout, oldest first. */
export function getDisbursements(signal?: AbortSignal): Promise<DisbursementQueue> {
  return apiRequest(AGREEMENT_BACKOFFICE_PATHS.disbursements, { signal, schema: disbursementQueueSchema });
}

export const disbursementsQueryOptions = queryOptions({
  queryKey: ['disbursements'] as const,
  queryFn: ({ signal }) => getDisbursements(signal),
});

export function useDisbursements() {
  return useQuery(disbursementsQueryOptions);
}
