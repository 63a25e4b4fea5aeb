import { FAILED_JOB_PATHS, type FailedJobList, failedJobListSchema } from '@sinar/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const FAILED_JOBS_KEY = ['failed-jobs'] as const;

/** The background jobs that failed for good, newest first (decision 053). */
export const failedJobsQuery = queryOptions({
  queryKey: FAILED_JOBS_KEY,
  queryFn: ({ signal }): Promise<FailedJobList> =>
    apiRequest(FAILED_JOB_PATHS.list, { signal, schema: failedJobListSchema }),
});

export function useFailedJobs() {
  return useQuery(failedJobsQuery);
}

/** Queues a failed job again; the answer is the list left, shown at once. */
export function useRunJobAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      apiRequest(FAILED_JOB_PATHS.rerun(String(jobId)), { method: 'POST', schema: failedJobListSchema }),
    onSuccess: (list) => queryClient.setQueryData(FAILED_JOBS_KEY, list),
  });
}
