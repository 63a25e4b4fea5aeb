import { BACKOFFICE_PATHS, type OfficerApplication, officerApplicationSchema } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationKey } from '../../../lib/query-keys.ts';

/** The application as an officer sees it, with what this officer may decide now. */
export function getApplication(id: string, signal?: AbortSignal): Promise<OfficerApplication> {
  return apiRequest(BACKOFFICE_PATHS.application(id), { signal, schema: officerApplicationSchema });
}

export function useApplication(id: string) {
  return useQuery({ queryKey: applicationKey(id), queryFn: ({ signal }) => getApplication(id, signal) });
}
