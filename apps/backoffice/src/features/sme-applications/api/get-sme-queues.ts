import {
  SME_BACKOFFICE_PATHS,
  type SmeQueueList,
  type SmeQueueQuery,
  type SmeQueueSummary,
  smeQueueListSchema,
  smeQueueSummarySchema,
} from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const SME_QUEUE_PAGE_SIZE = 25;

/** The SME queues' keys: a decision on an SME application reads both again. */
export const SME_QUEUES_KEY = ['smeQueues'] as const;

export function getSmeQueueSummary(signal?: AbortSignal): Promise<SmeQueueSummary> {
  return apiRequest(SME_BACKOFFICE_PATHS.queues, { signal, schema: smeQueueSummarySchema });
}

export function useSmeQueueSummary() {
  return useQuery(
    queryOptions({
      queryKey: [...SME_QUEUES_KEY, 'summary'] as const,
      queryFn: ({ signal }) => getSmeQueueSummary(signal),
    }),
  );
}

/** One page of the SME and staff applications waiting, oldest first, as filtered and searched. */
export function getSmeQueueList(query: SmeQueueQuery, signal?: AbortSignal): Promise<SmeQueueList> {
  return apiRequest(SME_BACKOFFICE_PATHS.applications, {
    query: { ...query },
    signal,
    schema: smeQueueListSchema,
  });
}

export function useSmeQueueList(query: SmeQueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...SME_QUEUES_KEY, 'list', query] as const,
      queryFn: ({ signal }) => getSmeQueueList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
