import {
  CLOSE_OF_BUSINESS_PATHS,
  type CloseOfBusinessQuery,
  type CloseOfBusinessStatus,
  closeOfBusinessStatusSchema,
} from '@sinar/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CLOSE_OF_BUSINESS_PAGE_SIZE = 20;

/** The business date, today's date, and one page of the runs, newest first. */
export function getCloseOfBusiness(
  query: CloseOfBusinessQuery,
  signal?: AbortSignal,
): Promise<CloseOfBusinessStatus> {
  return apiRequest(CLOSE_OF_BUSINESS_PATHS.status, {
    query: { ...query },
    signal,
    schema: closeOfBusinessStatusSchema,
  });
}

export function closeOfBusinessQueryOptions(query: CloseOfBusinessQuery) {
  return queryOptions({
    queryKey: ['close-of-business', query] as const,
    queryFn: ({ signal }) => getCloseOfBusiness(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCloseOfBusiness(query: CloseOfBusinessQuery) {
  return useQuery(closeOfBusinessQueryOptions(query));
}
