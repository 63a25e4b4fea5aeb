import { type ApplicationListQuery, BACKOFFICE_PATHS, type QueueList, queueListSchema } from '@sinar/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { QUEUES_KEY } from '../../../lib/query-keys.ts';

export const QUEUE_PAGE_SIZE = 25;

/** One page of a queue, oldest first. */
export function getQueueList(query: ApplicationListQuery, signal?: AbortSignal): Promise<QueueList> {
  return apiRequest(BACKOFFICE_PATHS.applications, { query: { ...query }, signal, schema: queueListSchema });
}

export function useQueueList(query: ApplicationListQuery) {
  return useQuery({
    queryKey: [...QUEUES_KEY, 'list', query],
    queryFn: ({ signal }) => getQueueList(query, signal),
    placeholderData: keepPreviousData,
  });
}
