import { APPLICATION_PATHS, type ApplicationStatusView, applicationStatusSchema } from '@sinar/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET an application's status by its reference number; only the caller's own applications answer. */
export function checkStatus(applicationNo: string, signal?: AbortSignal): Promise<ApplicationStatusView> {
  return apiRequest(APPLICATION_PATHS.statusCheck(applicationNo), {
    signal,
    schema: applicationStatusSchema,
  });
}

/** Asks nothing until there is a number to check. */
export function statusCheckQueryOptions(applicationNo: string | null) {
  return queryOptions({
    queryKey: ['applications', 'status-check', applicationNo] as const,
    queryFn: applicationNo === null ? skipToken : ({ signal }) => checkStatus(applicationNo, signal),
    retry: false,
  });
}

export function useStatusCheck(applicationNo: string | null) {
  return useQuery(statusCheckQueryOptions(applicationNo));
}
