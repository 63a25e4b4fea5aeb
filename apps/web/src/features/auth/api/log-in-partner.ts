import {
  LOGIN_PATHS,
  type PartnerLoginForm,
  type SessionOpenedResponse,
  sessionOpenedResponseSchema,
} from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /smeUser/login: an SME partner logs in at /partner with the Partner ID. */
export function logInPartner(form: PartnerLoginForm): Promise<SessionOpenedResponse> {
  return apiRequest(LOGIN_PATHS.partnerLogin, {
    method: 'POST',
    json: form,
    schema: sessionOpenedResponseSchema,
  });
}

export function useLogInPartner() {
  return useMutation({ mutationFn: logInPartner });
}
