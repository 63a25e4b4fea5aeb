import { type ApplicationFile, applicationFileListSchema, FILE_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET the files of an application, every group. */
export function listFiles(applicationId: string, signal?: AbortSignal): Promise<ApplicationFile[]> {
  return apiRequest(FILE_PATHS.byEntity(applicationId), { signal, schema: applicationFileListSchema });
}

export function applicationFilesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['application-files', applicationId] as const,
    queryFn: ({ signal }) => listFiles(applicationId, signal),
  });
}

export function useApplicationFiles(applicationId: string) {
  return useQuery(applicationFilesQueryOptions(applicationId));
}
