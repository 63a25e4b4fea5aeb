import { BACKOFFICE_PATHS, decisionResponseSchema, type noteRequestSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { applicationQueryOptions } from './get-application.ts';

export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** POST a note for colleagues; the server answers the application with it. */
export function addNote(id: string, body: NoteRequest) {
  return apiRequest(BACKOFFICE_PATHS.notes(id), {
    method: 'POST',
    json: body,
    schema: decisionResponseSchema,
  });
}

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteRequest) => addNote(id, body),
    onSuccess: (response) =>
      queryClient.setQueryData(applicationQueryOptions(id).queryKey, response.application),
  });
}
