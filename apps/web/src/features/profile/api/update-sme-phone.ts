import { AUTH_PATHS, type SmeUser, type SmeUserUpdateRequest, smeUserSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { smeUserQueryOptions } from './get-sme-user.ts';

/** The partner's contact phone number; the answer is the partner's account as it now stands. */
export function updateSmePhone(input: { userId: string } & SmeUserUpdateRequest): Promise<SmeUser> {
  return apiRequest(AUTH_PATHS.smeUserById(input.userId), {
    method: 'PATCH',
    json: { phoneNo: input.phoneNo } satisfies SmeUserUpdateRequest,
    schema: smeUserSchema,
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
