import { BACKOFFICE_PATHS, type QueueSummary, queueSummarySchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUEUES_KEY } from '../../../lib/query-keys.ts';

export function getQueueSummary(signal?: AbortSignal): Promise<QueueSummary> {
  return apiRequest(BACKOFFICE_PATHS.queues, { signal, schema: queueSummarySchema });
}

export function useQueueSummary() {
  return useQuery({ queryKey: [...QUEUES_KEY, 'summary'], queryFn: ({ signal }) => getQueueSummary(signal) });
}
