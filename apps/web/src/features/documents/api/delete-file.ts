import { type ApplicationFile, FILE_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationFilesQueryOptions } from './list-files.ts';

/** DELETE a file while the application is editable. */
export function deleteFile(file: ApplicationFile): Promise<unknown> {
  return apiRequest(FILE_PATHS.file(file.id), { method: 'DELETE' });
}

export function useDeleteFile(applicationId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (_answer, file) =>
      queries.setQueryData<ApplicationFile[]>(applicationFilesQueryOptions(applicationId).queryKey, (files) =>
        files?.filter((candidate) => candidate.id !== file.id),
      ),
  });
}
