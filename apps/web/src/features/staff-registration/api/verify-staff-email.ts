import { AUTH_PATHS, type MessageResponse, messageResponseSchema } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The code sent to the company email, typed back: the account can log in once it is verified. */
export function verifyStaffEmail(body: { email: string; code: string }): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.staffVerification, {
    method: 'POST',
    json: body,
    schema: messageResponseSchema,
  });
}

export function useVerifyStaffEmail() {
  return useMutation({ mutationFn: verifyStaffEmail });
}
