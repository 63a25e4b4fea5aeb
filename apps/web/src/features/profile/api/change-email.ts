import { AUTH_PATHS, type MessageResponse, messageResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends a code to a new email (again, for one waiting already); the email changes once the code is typed back. */
export function changeEmail(input: { userId: string; email: string }): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.email(input.userId), {
    method: 'PATCH',
    json: { email: input.email },
    schema: messageResponseSchema,
  });
}

/** `profileKey` is the query of the account, read again to show the email waiting for its code. */
export function useChangeEmail(profileKey: readonly unknown[]) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queries.invalidateQueries({ queryKey: profileKey }),
  });
}
