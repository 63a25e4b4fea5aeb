import { AUTH_PATHS } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { smeUserQueryOptions } from './get-sme-user.ts';

const phoneSavedSchema = z.object({ message: z.string().optional() });

/** The partner's contact phone number. */
export function updateSmePhone(input: { userId: string; phoneNo: string }) {
  return apiRequest(AUTH_PATHS.smeUserById(input.userId), {
    method: 'PATCH',
    json: { phoneNo: input.phoneNo },
    schema: phoneSavedSchema,
  });
}

export function useUpdateSmePhone() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateSmePhone,
    onSuccess: (_answer, input) =>
      queries.invalidateQueries({ queryKey: smeUserQueryOptions(input.userId).queryKey }),
  });
}
