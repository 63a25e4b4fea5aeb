import { type ApplicationFile, applicationFileListSchema, FILE_PATHS } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const filesQueryKey = (applicationId: string) => ['application-files', applicationId] as const;

/** GET the files of an application, every group. */
export function listFiles(applicationId: string, signal?: AbortSignal): Promise<ApplicationFile[]> {
  return apiRequest(FILE_PATHS.byEntity(applicationId), { signal, schema: applicationFileListSchema });
}

export function useApplicationFiles(applicationId: string) {
  return useQuery({
    queryKey: filesQueryKey(applicationId),
    queryFn: ({ signal }) => listFiles(applicationId, signal),
  });
}
