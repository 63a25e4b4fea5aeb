import { BACKOFFICE_PATHS, type QueueSummary, queueSummarySchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queueSummaryQueryKey } from '../../../lib/query-keys.ts';

export function getQueueSummary(signal?: AbortSignal): Promise<QueueSummary> {
  return apiRequest(BACKOFFICE_PATHS.queues, { signal, schema: queueSummarySchema });
}

export function queueSummaryQueryOptions() {
  return queryOptions({ queryKey: queueSummaryQueryKey, queryFn: ({ signal }) => getQueueSummary(signal) });
}

export function useQueueSummary() {
  return useQuery(queueSummaryQueryOptions());
}
