import {
  AUTH_PATHS,
  type ChangePasswordForm,
  type MessageResponse,
  messageResponseSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Changes the password with the old one: an individual's or staff member's own, or (with `partnerId`) an SME
 * partner's. Other sessions end; this one continues.
 */
export function changePassword(input: {
  form: ChangePasswordForm;
  partnerId?: string;
}): Promise<MessageResponse> {
  const { form, partnerId } = input;
  return partnerId === undefined
    ? apiRequest(AUTH_PATHS.updatePassword, { method: 'PATCH', json: form, schema: messageResponseSchema })
    : apiRequest(AUTH_PATHS.smeChangePassword(partnerId), {
        method: 'POST',
        json: form,
        schema: messageResponseSchema,
      });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
