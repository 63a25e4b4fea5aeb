import {
  BACKOFFICE_PATHS,
  type OfficerCreateRequest,
  officerWithTemporaryPasswordSchema,
} from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { officersQueryOptions } from './list-officers.ts';

/** POST a new officer; the answer holds the temporary password, shown once. */
export function createOfficer(body: OfficerCreateRequest) {
  return apiRequest(BACKOFFICE_PATHS.officers, {
    method: 'POST',
    json: body,
    schema: officerWithTemporaryPasswordSchema,
  });
}

export function useCreateOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfficer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officersQueryOptions().queryKey }),
  });
}
