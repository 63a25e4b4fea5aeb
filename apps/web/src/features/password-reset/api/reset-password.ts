import {
  AUTH_PATHS,
  type MessageResponse,
  messageResponseSchema,
  type PasswordResetForm,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sets the new password; the link's token is the credential of this one call. */
export function resetPassword(input: { token: string; form: PasswordResetForm }): Promise<MessageResponse> {
  return apiRequest(AUTH_PATHS.resetPassword, {
    method: 'PATCH',
    json: input.form,
    headers: { Authorization: `Bearer ${input.token}` },
    schema: messageResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
