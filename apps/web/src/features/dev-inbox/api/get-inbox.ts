import { DEV_INBOX_PATH, type InboxMessage, inboxResponseSchema } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type { InboxMessage };

/** Newest first. The server answers 404 in production, where the inbox does not exist. */
export async function getInbox(signal?: AbortSignal): Promise<InboxMessage[]> {
  const { messages } = await apiRequest(DEV_INBOX_PATH, { schema: inboxResponseSchema, signal });
  return messages;
}

export function inboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev-inbox'] as const,
    queryFn: ({ signal }) => getInbox(signal),
    staleTime: 0,
  });
}

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
