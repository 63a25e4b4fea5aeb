import { type AdminVideo, adminVideoSchema, MASTER_ADMIN_PATHS } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const videosKey = ['masterData', 'videos'] as const;

export function listVideos(signal?: AbortSignal): Promise<AdminVideo[]> {
  return apiRequest(MASTER_ADMIN_PATHS.videos, { signal, schema: z.array(adminVideoSchema) });
}

export function useVideos() {
  return useQuery({ queryKey: videosKey, queryFn: ({ signal }) => listVideos(signal) });
}
