import { AUTH_PATHS, type MessageResponse, messageResponseSchema } from '@sinar/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The code sent to the new email, typed back: only then does the email change. */
export function verifyEmail(input: { userId: string; code: string }): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.emailVerification(input.userId), {
    method: 'POST',
    json: { code: input.code },
    schema: messageResponseSchema,
  });
}

/** `profileKey` is the query of the account whose email changed, read again once it has. */
export function useVerifyEmail(profileKey: readonly unknown[]) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queries.invalidateQueries({ queryKey: profileKey }),
  });
}
