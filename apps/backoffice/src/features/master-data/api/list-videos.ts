import { type AdminVideo, adminVideoListSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function listVideos(signal?: AbortSignal): Promise<AdminVideo[]> {
  return apiRequest(MASTER_ADMIN_PATHS.videos, { signal, schema: adminVideoListSchema });
}

export function useVideos() {
  return useQuery(videosQueryOptions());
}

export function videosQueryOptions() {
  return queryOptions({
    queryKey: ['masterData', 'videos'] as const,
    queryFn: ({ signal }) => listVideos(signal),
  });
}
