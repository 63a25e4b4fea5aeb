import {
  LOGIN_PATHS,
  type MessageResponse,
  messageResponseSchema,
  type TemporaryPasswordForm,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /redone/resetPassword: a new temporary password by SMS. The call names the phone number `callerId`. */
export function resetTelecomPassword(form: TemporaryPasswordForm): Promise<MessageResponse> {
  return apiRequest(LOGIN_PATHS.telecomResetPassword, {
    method: 'POST',
    json: { callerId: form.phoneNo, humanCheckToken: form.humanCheckToken },
    schema: messageResponseSchema,
  });
}

export function useResetTelecomPassword() {
  return useMutation({ mutationFn: resetTelecomPassword });
}
