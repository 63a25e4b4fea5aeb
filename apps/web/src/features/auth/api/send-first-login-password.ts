import {
  LOGIN_PATHS,
  type MessageResponse,
  messageResponseSchema,
  type TemporaryPasswordForm,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /redone/firstLogin: a telecom customer's first login; a temporary password goes out by SMS. */
export function sendFirstLoginPassword(form: TemporaryPasswordForm): Promise<MessageResponse> {
  return apiRequest(LOGIN_PATHS.telecomFirstLogin, {
    method: 'POST',
    json: form,
    schema: messageResponseSchema,
  });
}

export function useSendFirstLoginPassword() {
  return useMutation({ mutationFn: sendFirstLoginPassword });
}
