import { type ApplicationListQuery, BACKOFFICE_PATHS, type QueueList, queueListSchema } from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queueListQueryKey } from '../../../lib/query-keys.ts';

export const QUEUE_PAGE_SIZE = 25;

/** One page of a queue, oldest first. */
export function getQueueList(query: ApplicationListQuery, signal?: AbortSignal): Promise<QueueList> {
  return apiRequest(BACKOFFICE_PATHS.applications, { query: { ...query }, signal, schema: queueListSchema });
}

export function queueListQueryOptions(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: queueListQueryKey(query),
    queryFn: ({ signal }) => getQueueList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQueueList(query: ApplicationListQuery) {
  return useQuery(queueListQueryOptions(query));
}
