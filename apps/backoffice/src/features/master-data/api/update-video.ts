import { adminVideoSchema, MASTER_ADMIN_PATHS, type VideoUpdateRequest } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { videosQueryOptions } from './list-videos.ts';

/** PATCH a video's title, or (de)activate it. */
export function updateVideo(id: string, body: VideoUpdateRequest) {
  return apiRequest(MASTER_ADMIN_PATHS.video(id), { method: 'PATCH', json: body, schema: adminVideoSchema });
}

export function useUpdateVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VideoUpdateRequest) => updateVideo(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videosQueryOptions().queryKey }),
  });
}
