import { BACKOFFICE_PATHS, officerSchema, type officerUpdateRequestSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { officersQueryOptions } from './list-officers.ts';

export type OfficerUpdate = z.infer<typeof officerUpdateRequestSchema>;

/** PATCH an officer's roles and whether they may log in. */
export function updateOfficer(id: string, body: OfficerUpdate) {
  return apiRequest(BACKOFFICE_PATHS.officer(id), { method: 'PATCH', json: body, schema: officerSchema });
}

export function useUpdateOfficer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficerUpdate) => updateOfficer(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officersQueryOptions().queryKey }),
  });
}
